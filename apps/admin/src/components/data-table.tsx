import { Table } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

export interface TableColumn<T> {
  /** Names the column for React; headers may be empty (an actions column). */
  id: string;
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Figures line up on the right. */
  align?: "right";
  /** Dates and codes stay on one line. */
  nowrap?: boolean;
  /** Short cells stay at the top beside a cell of several lines. */
  top?: boolean;
  /** A phone shows only the columns that matter most. */
  visibleFrom?: "md";
  /** Extra style of the header and the cells (a sticky actions column). */
  style?: CSSProperties;
}

function cellStyle<T>(column: TableColumn<T>): CSSProperties | undefined {
  const style: CSSProperties = {
    ...(column.nowrap ? { whiteSpace: "nowrap" } : {}),
    ...(column.top ? { verticalAlign: "top" } : {}),
    ...column.style,
  };
  return Object.keys(style).length > 0 ? style : undefined;
}

interface DataTableProps<T> {
  columns: TableColumn<T>[];
  items: T[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  rowKey?: (item: T) => string;
  /** The whole row opens the item (its first cell still holds a real link for keyboards). */
  onRowClick?: (item: T) => void;
}

/** The console's table of records: one look for every list, columns declared by the screen. */
export function DataTable<T extends { id: string }>({
  columns,
  items,
  minWidth,
  rowKey = (item) => item.id,
  onRowClick,
}: DataTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.id}
                ta={column.align}
                visibleFrom={column.visibleFrom}
                style={column.style}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={rowKey(item)}
              style={onRowClick ? { cursor: "pointer" } : undefined}
              onClick={onRowClick ? () => onRowClick(item) : undefined}
            >
              {columns.map((column) => (
                <Table.Td
                  key={column.id}
                  ta={column.align}
                  visibleFrom={column.visibleFrom}
                  style={cellStyle(column)}
                >
                  {column.cell(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
