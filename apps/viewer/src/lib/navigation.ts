import { isLandingPage, logoTarget, type NavigationGrid } from "@domain/viewer/navigation.ts";
import { formatPositionCode, type PagePosition, toPagePosition } from "@domain/viewer/position.ts";
import type { SiteSnapshot } from "@mekuri/domain";

/**
 * The viewer's grid is `snapshot.categories` (columns, by array index) and their `pages` (rows, by
 * array index); position codes are translated through each category's and page's own code.
 */
export type Cell = PagePosition;

export const gridOf = (snapshot: SiteSnapshot): NavigationGrid => snapshot.categories;

export function pageAt(snapshot: SiteSnapshot, cell: Cell) {
  return snapshot.categories[cell.columnIndex]?.pages[cell.rowIndex];
}

/** Row indexes of the pages a visitor can land on in a category, top to bottom. */
export function landingRows(snapshot: SiteSnapshot, columnIndex: number): number[] {
  const rows: number[] = [];
  snapshot.categories[columnIndex]?.pages.forEach((page, row) => {
    if (isLandingPage(page)) rows.push(row);
  });
  return rows;
}

export function homeCell(snapshot: SiteSnapshot): Cell {
  return logoTarget(gridOf(snapshot)) ?? { columnIndex: 0, rowIndex: 0 };
}

/** The cell a position code names, or home when it names nothing a visitor can land on. */
export function cellFromCode(snapshot: SiteSnapshot, code: string): Cell {
  const position = toPagePosition(code);
  if (position) {
    const columnIndex = snapshot.categories.findIndex((c) => c.columnIndex === position.columnIndex);
    const pages = snapshot.categories[columnIndex]?.pages ?? [];
    const rowIndex = pages.findIndex((p) => p.order === position.rowIndex + 1);
    if (columnIndex >= 0 && isLandingPage(pages[rowIndex])) return { columnIndex, rowIndex };
  }
  return homeCell(snapshot);
}

export function codeOfCell(snapshot: SiteSnapshot, cell: Cell): string {
  const category = snapshot.categories[cell.columnIndex];
  const page = category?.pages[cell.rowIndex];
  if (page) return page.code;
  return formatPositionCode({ columnIndex: category?.columnIndex ?? 0, rowIndex: cell.rowIndex }) ?? "A1";
}

/** Page jump: a page order number within the current category. */
export function cellOfOrder(snapshot: SiteSnapshot, columnIndex: number, order: number): Cell | undefined {
  const rowIndex = snapshot.categories[columnIndex]?.pages.findIndex((p) => p.order === order) ?? -1;
  const cell = { columnIndex, rowIndex };
  return rowIndex >= 0 && isLandingPage(pageAt(snapshot, cell)) ? cell : undefined;
}

export const sameCell = (a: Cell, b: Cell) => a.columnIndex === b.columnIndex && a.rowIndex === b.rowIndex;
