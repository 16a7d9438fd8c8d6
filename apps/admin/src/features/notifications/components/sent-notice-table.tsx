import { Anchor, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";

export interface NoticeColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Dates stay on one line. */
  nowrap?: boolean;
}

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
  columns: NoticeColumn<T>[];
  query: { isError: boolean; error: unknown; refetch: () => unknown; data?: { items: T[]; total: number } };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const items = query.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify={filter ? "space-between" : "flex-end"} wrap="wrap" gap="sm">
        {filter}
        <Button component={Link} to={createPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {t("notices.create")}
        </Button>
      </Group>
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <Card p={0} withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("notices.fields.title")}</Table.Th>
                  {columns.map((column, index) => (
                    // Headers may be empty (an actions column); their place is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list per list kind
                    <Table.Th key={index}>{column.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Anchor component={Link} to={detailPath(item.id)} fz="sm">
                        {item.title}
                      </Anchor>
                    </Table.Td>
                    {columns.map((column, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list per list kind
                      <Table.Td key={index} style={column.nowrap ? { whiteSpace: "nowrap" } : undefined}>
                        {column.cell(item)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.data && items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t("notices.empty")}
            </Text>
          ) : null}
        </Card>
      )}
      <ListFooter
        totalText={t("notices.total", { count: query.data?.total ?? 0 })}
        total={query.data?.total ?? 0}
        pageSize={pageSize}
        page={page}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
