import { Anchor, Button, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { type NoticeBase, useDeleteNotice, useNotice } from "../api/notices";
import { NoticeDetailCard } from "./notice-detail-card";

interface NoticeDetailProps {
  base: NoticeBase;
  id: string;
  editPath: string;
  onDeleted: () => void;
}

/** One delivery or news item as written, with its status as read now. */
export function NoticeDetail({ base, id, editPath, onDeleted }: NoticeDetailProps) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const notice = useNotice(base, id);
  const remove = useDeleteNotice(base);
  if (notice.isError) return <LoadFailed error={notice.error} onRetry={() => notice.refetch()} />;
  const item = notice.data;
  if (!item) return null;
  const when = (iso: string | null) => (iso ? format.format(new Date(iso)) : "—");
  const row = (label: string, value: ReactNode) => (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
        {value}
      </Text>
    </Stack>
  );

  return (
    <NoticeDetailCard
      title={item.title}
      status={item.displayStatus}
      edit={
        <Button component={Link} to={editPath}>
          {t("notices.edit")}
        </Button>
      }
      deleting={remove.isPending}
      onDelete={() => remove.mutate(item.id, { onSuccess: onDeleted })}
    >
      {item.imageUrl ? <Image src={item.imageUrl} alt={item.title} maw={320} radius="sm" /> : null}
      {row(t("notices.fields.content"), item.content || "—")}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {row(
          t("notices.fields.newsUrl"),
          item.newsUrl ? (
            <Anchor href={item.newsUrl} target="_blank" rel="noopener noreferrer" fz="sm">
              {item.newsUrl}
            </Anchor>
          ) : (
            "—"
          ),
        )}
        {row(t("notices.fields.publicationType"), t(`notices.publicationTypes.${item.publicationType}`))}
        {row(t("notices.fields.startDate"), when(item.startDate))}
        {row(t("notices.fields.endDate"), when(item.endDate))}
      </SimpleGrid>
    </NoticeDetailCard>
  );
}
