import { Anchor, Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TableColumn } from "@/components/data-table";
import { PagedList, type PagedQuery } from "@/components/paged-list";

/**
 * The list of notices an account wrote (news, site deliveries, system notifications): a bar with
 * the create button (and a filter, where there is one), the titles linking to their detail, the
 * kind's own columns, the empty state and the paging.
 */
export function SentNoticeTable<T extends { id: string; title: string }>({
  filter,
  createPath,
  detailPath,
  columns,
  query,
  page,
  pageSize,
  onPageChange,
}: {
  filter?: ReactNode;
  createPath: string;
  detailPath: (id: string) => string;
  columns: TableColumn<T>[];
  query: PagedQuery<T>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const title: TableColumn<T> = {
    id: "title",
    header: t("notices.fields.title"),
    cell: (item) => (
      <Anchor component={Link} to={detailPath(item.id)} fz="sm">
        {item.title}
      </Anchor>
    ),
  };
  return (
    <PagedList
      query={query}
      columns={[title, ...columns]}
      minWidth={640}
      emptyText={t("notices.empty")}
      totalText={(count) => t("notices.total", { count })}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      filters={filter}
      actions={
        <Button component={Link} to={createPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {t("notices.create")}
        </Button>
      }
    />
  );
}
