import { Anchor, Badge, Button, Card, Group, Modal, Stack, Table, Text } from "@mantine/core";
import type { OutboxPage } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { useOutbox } from "../api/get-outbox";
import { useOpenOutboxLink } from "../api/open-outbox-link";

type Mail = OutboxPage["items"][number];

const pageSize = 20;
const statusColors: Record<Mail["status"], string> = {
  kept: "gray",
  pending: "yellow",
  sending: "blue",
  sent: "teal",
  failed: "red",
};

/**
 * The platform's outgoing mail, newest first. Without SMTP the mail stays here with its sign-in
 * links masked; "Open link" fetches the real one and opens it in a new tab (decision 030).
 */
export function MailOutbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Mail | null>(null);
  const outbox = useOutbox(page, pageSize);
  const openLink = useOpenOutboxLink();
  const format = useDateTimeFormat("medium");
  const items = outbox.data?.items ?? [];

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t(outbox.data?.keepsMail === false ? "mailOutbox.sentDescription" : "mailOutbox.description")}
      </Text>
      {outbox.isError ? (
        <LoadFailed error={outbox.error} onRetry={() => outbox.refetch()} />
      ) : (
        <Card p={0} withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("mailOutbox.subject")}</Table.Th>
                  <Table.Th>{t("mailOutbox.to")}</Table.Th>
                  <Table.Th>{t("mailOutbox.status")}</Table.Th>
                  <Table.Th>{t("mailOutbox.createdAt")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        fz="sm"
                        ta="left"
                        onClick={() => setOpened(mail)}
                      >
                        {mail.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{mail.toAddress}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[mail.status]} variant="light">
                        {t(`mailOutbox.statuses.${mail.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {format.format(new Date(mail.createdAt))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {outbox.data && items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t("mailOutbox.empty")}
            </Text>
          ) : null}
        </Card>
      )}
      <ListFooter
        totalText={t("mailOutbox.total", { count: outbox.data?.total ?? 0 })}
        total={outbox.data?.total ?? 0}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
      />
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title={opened?.subject} size="lg">
        {opened ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("mailOutbox.to")}: {opened.toAddress} · {format.format(new Date(opened.createdAt))}
            </Text>
            {opened.lastError ? (
              <Text size="sm" c="red">
                {t("mailOutbox.lastError", { attempts: opened.attempts })}: {opened.lastError}
              </Text>
            ) : null}
            {opened.body === null ? null : (
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {opened.body}
              </Text>
            )}
            {opened.hasLink ? (
              <Group>
                <Button
                  loading={openLink.isPending}
                  onClick={() => {
                    // Opened before the request, while the click still allows a new tab.
                    const tab = window.open("about:blank", "_blank");
                    openLink.mutate(opened.id, {
                      onSuccess: ({ url }) => {
                        if (tab) {
                          tab.opener = null;
                          tab.location.href = url;
                        }
                      },
                      onError: () => tab?.close(),
                    });
                  }}
                >
                  {t("mailOutbox.openLink")}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
