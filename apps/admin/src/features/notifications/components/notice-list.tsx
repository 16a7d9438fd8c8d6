import { Button, Group, SegmentedControl } from "@mantine/core";
import { type NoticeStatusFilter, type NoticeView, noticeStatusFilters } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { useDateTimeFormat } from "@/lib/date-time";
import { type NoticeBase, noticePageSize, useDeleteNotice, useNotices } from "../api/notices";
import { NoticeStatusBadge } from "./notice-status-badge";
import { SentNoticeTable } from "./sent-notice-table";

interface NoticeListProps {
  base: NoticeBase;
  createPath: string;
  detailPath: (id: string) => string;
  editPath: (id: string) => string;
}

/** A site's deliveries or an account's news, newest first, with the status filter of admin.md §3. */
export function NoticeList({ base, createPath, detailPath, editPath }: NoticeListProps) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const [status, setStatus] = useState<NoticeStatusFilter>("all");
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<NoticeView | null>(null);
  const list = useNotices(base, status, page);
  const remove = useDeleteNotice(base);
  const when = (iso: string | null) => (iso ? format.format(new Date(iso)) : "—");

  return (
    <>
      <SentNoticeTable<NoticeView>
        filter={
          <SegmentedControl
            aria-label={t("notices.fields.status")}
            value={status}
            onChange={(value) => {
              setStatus(value as NoticeStatusFilter);
              setPage(1);
            }}
            data={noticeStatusFilters.map((value) => ({ value, label: t(`notices.filters.${value}`) }))}
          />
        }
        createPath={createPath}
        detailPath={detailPath}
        query={list}
        page={page}
        pageSize={noticePageSize}
        onPageChange={setPage}
        columns={[
          {
            id: "status",
            header: t("notices.fields.status"),
            cell: (notice) => <NoticeStatusBadge status={notice.displayStatus} />,
          },
          {
            id: "start",
            header: t("notices.fields.startDate"),
            cell: (notice) => when(notice.startDate),
            nowrap: true,
          },
          {
            id: "end",
            header: t("notices.fields.endDate"),
            cell: (notice) => when(notice.endDate),
            nowrap: true,
          },
          {
            id: "actions",
            header: "",
            cell: (notice) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button component={Link} to={editPath(notice.id)} size="xs" variant="default">
                  {t("notices.edit")}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(notice)}>
                  {t("notices.delete")}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t("notices.deleteTitle")}
        message={t("notices.deleteMessage", { title: deleting?.title ?? "" })}
        confirmLabel={t("notices.delete")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
