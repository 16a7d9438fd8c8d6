import { Button, Card, Group, Stack, Text } from "@mantine/core";
import type { NoticeStatus } from "@mekuri/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { NoticeStatusBadge } from "./notice-status-badge";

/**
 * One notice an account wrote: its title and status as read now, the kind's own body, and delete
 * (confirmed, admin.md §4) beside edit, which the caller gives as a link or a button.
 */
export function NoticeDetailCard({
  title,
  status,
  children,
  edit,
  deleting,
  onDelete,
}: {
  title: string;
  status: NoticeStatus;
  children: ReactNode;
  edit: ReactNode;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} size="lg">
            {title}
          </Text>
          <NoticeStatusBadge status={status} />
        </Group>
        {children}
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {t("notices.delete")}
          </Button>
          {edit}
        </Group>
      </Stack>
      <ConfirmDeleteModal
        opened={confirming}
        title={t("notices.deleteTitle")}
        message={t("notices.deleteMessage", { title })}
        confirmLabel={t("notices.delete")}
        loading={deleting}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
