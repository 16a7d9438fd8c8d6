import { Anchor, Badge, Card, Modal, Stack, Table, Text } from "@mantine/core";
import type { OutboxPage } from "@mekuri/domain";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { useOutbox } from "../api/get-outbox";

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
 * The platform's outgoing mail, newest first. Without SMTP the mail stays here, and its links
 * (registration, password reset, preview invitations) can be opened from the message itself.
 */
export function MailOutbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Mail | null>(null);
  const outbox = useOutbox(page, pageSize);
  const format = useDateTimeFormat("medium");
  const items = outbox.data?.items ?? [];

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t("mailOutbox.description")}
      </Text>
      {outbox.isError ? (
        <LoadFailed onRetry={() => outbox.refetch()} />
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
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              <LinkedText text={opened.textBody} />
            </Text>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

/** Plain mail text with its web addresses as links that open in a new tab. */
function LinkedText({ text }: { text: string }) {
  const nodes = [];
  let offset = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const start = match.index;
    if (start > offset) nodes.push(<Fragment key={offset}>{text.slice(offset, start)}</Fragment>);
    nodes.push(
      <Anchor key={start} href={match[0]} target="_blank" rel="noopener noreferrer">
        {match[0]}
      </Anchor>,
    );
    offset = start + match[0].length;
  }
  if (offset < text.length) nodes.push(<Fragment key={offset}>{text.slice(offset)}</Fragment>);
  return nodes;
}
