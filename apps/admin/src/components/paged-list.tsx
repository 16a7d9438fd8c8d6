import { Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { DataTable, type TableColumn } from "./data-table";
import { ListFooter } from "./list-footer";
import { LoadFailed } from "./load-failed";

/** What a list screen's query gives: a page of items and how many there are in all. */
export interface PagedQuery<T> {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { items: T[]; total: number | null };
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  columns: TableColumn<T>[];
  minWidth: number;
  /** Shown in the table once the page has loaded with no items. */
  emptyText: string;
  /** The translated "n in total" for the footer. */
  totalText: (count: number) => string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The filter inputs, left of the actions. */
  filters?: ReactNode;
  /** Buttons at the right of the filters (create, import, CSV export). */
  actions?: ReactNode;
  /** A line above the filters that says what the list holds. */
  description?: ReactNode;
  onRowClick?: (item: T) => void;
}

/**
 * The scaffold of a console list (admin.md §2 lists): filters and actions, the table or the load
 * error with a retry, the empty state, then the count and the page picker.
 */
export function PagedList<T extends { id: string }>({
  query,
  columns,
  minWidth,
  emptyText,
  totalText,
  page,
  pageSize,
  onPageChange,
  filters,
  actions,
  description,
  onRowClick,
}: PagedListProps<T>) {
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Stack gap="md">
      {description}
      {filters || actions ? (
        <Group justify={filters ? "space-between" : "flex-end"} align="flex-end" wrap="wrap" gap="sm">
          {filters ? (
            // A row of its own on a phone (basis 300px), so a search field is never squeezed to a
            // few letters beside the buttons; the filters' own bases share it out.
            <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: "1 1 300px" }}>
              {filters}
            </Group>
          ) : null}
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Group>
      ) : null}
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <Card p={0} withBorder>
          <DataTable columns={columns} items={items} minWidth={minWidth} onRowClick={onRowClick} />
          {query.data && items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {emptyText}
            </Text>
          ) : null}
        </Card>
      )}
      <ListFooter
        totalText={totalText(total)}
        total={total}
        pageSize={pageSize}
        page={page}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
