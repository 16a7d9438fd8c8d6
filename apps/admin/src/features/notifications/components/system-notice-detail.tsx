import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { useDeleteSystemNotice, useSystemNotice } from "../api/system-notifications";
import { NoticeStatusBadge } from "./notice-status-badge";
import { SystemNoticeForm } from "./system-notice-form";

/** One sent system notification: what it said, to whom, how many read it; edit or delete. */
export function SystemNoticeDetail({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const notice = useSystemNotice(id);
  const remove = useDeleteSystemNotice();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (notice.isError) return <LoadFailed error={notice.error} onRetry={() => notice.refetch()} />;
  const item = notice.data;
  if (!item) return null;
  if (editing)
    return (
      <SystemNoticeForm notice={item} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
    );
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600} size="lg">
            {item.title}
          </Text>
          <NoticeStatusBadge status={item.displayStatus} />
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {item.content || "—"}
        </Text>
        <Group gap={4}>
          {item.targets.map((target) => (
            <Badge key={target} variant="outline" size="sm">
              {t(`notices.targets.${target}`)}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`notices.publicationTypes.${item.publicationType}`)} ·{" "}
          {format.format(new Date(item.startDate ?? item.createdAt))}
          {item.endDate ? ` – ${format.format(new Date(item.endDate))}` : ""} ·{" "}
          {t("notices.readCount", { count: item.readCount })}
        </Text>
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {t("notices.delete")}
          </Button>
          <Button onClick={() => setEditing(true)}>{t("notices.edit")}</Button>
        </Group>
      </Stack>
      <ConfirmDeleteModal
        opened={confirming}
        title={t("notices.deleteTitle")}
        message={t("notices.deleteMessage", { title: item.title })}
        confirmLabel={t("notices.delete")}
        loading={remove.isPending}
        onConfirm={() => remove.mutate(item.id, { onSuccess: onDeleted })}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
