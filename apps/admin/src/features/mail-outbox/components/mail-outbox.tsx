import { Anchor, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { OutboxPage } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TableColumn } from "@/components/data-table";
import { PagedList } from "@/components/paged-list";
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

  const columns: TableColumn<Mail>[] = [
    {
      id: "subject",
      header: t("mailOutbox.subject"),
      cell: (mail) => (
        <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => setOpened(mail)}>
          {mail.subject}
        </Anchor>
      ),
    },
    { id: "to", header: t("mailOutbox.to"), cell: (mail) => mail.toAddress },
    {
      id: "status",
      header: t("mailOutbox.status"),
      cell: (mail) => (
        <Badge color={statusColors[mail.status]} variant="light">
          {t(`mailOutbox.statuses.${mail.status}`)}
        </Badge>
      ),
    },
    {
      id: "created",
      header: t("mailOutbox.createdAt"),
      nowrap: true,
      cell: (mail) => format.format(new Date(mail.createdAt)),
    },
  ];

  return (
    <>
      <PagedList
        query={outbox}
        columns={columns}
        minWidth={640}
        emptyText={t("mailOutbox.empty")}
        totalText={(count) => t("mailOutbox.total", { count })}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        description={
          <Text c="dimmed" size="sm">
            {t(outbox.data?.keepsMail === false ? "mailOutbox.sentDescription" : "mailOutbox.description")}
          </Text>
        }
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
    </>
  );
}
