import { Anchor, Button, Card, Group, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { type NoticeStatusFilter, type NoticeView, noticeStatusFilters } from "@mekuri/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { type NoticeBase, noticePageSize, useDeleteNotice, useNotices } from "../api/notices";
import { NoticeStatusBadge } from "./notice-status-badge";

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
  const items = list.data?.items ?? [];
  const when = (iso: string | null) => (iso ? format.format(new Date(iso)) : "—");

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t("notices.fields.status")}
          value={status}
          onChange={(value) => {
            setStatus(value as NoticeStatusFilter);
            setPage(1);
          }}
          data={noticeStatusFilters.map((value) => ({ value, label: t(`notices.filters.${value}`) }))}
        />
        <Button component={Link} to={createPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {t("notices.create")}
        </Button>
      </Group>
      {list.isError ? (
        <LoadFailed error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Card p={0} withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("notices.fields.title")}</Table.Th>
                  <Table.Th>{t("notices.fields.status")}</Table.Th>
                  <Table.Th>{t("notices.fields.startDate")}</Table.Th>
                  <Table.Th>{t("notices.fields.endDate")}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((notice) => (
                  <Table.Tr key={notice.id}>
                    <Table.Td>
                      <Anchor component={Link} to={detailPath(notice.id)} fz="sm">
                        {notice.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <NoticeStatusBadge status={notice.displayStatus} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{when(notice.startDate)}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{when(notice.endDate)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button component={Link} to={editPath(notice.id)} size="xs" variant="default">
                          {t("notices.edit")}
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(notice)}>
                          {t("notices.delete")}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.data && items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t("notices.empty")}
            </Text>
          ) : null}
        </Card>
      )}
      <ListFooter
        totalText={t("notices.total", { count: list.data?.total ?? 0 })}
        total={list.data?.total ?? 0}
        pageSize={noticePageSize}
        page={page}
        onPageChange={setPage}
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
    </Stack>
  );
}
