import { mapSnapshotPages, type SiteSnapshot, toPagePosition, withoutContent } from "@mekuri/domain";

/**
 * What the public HTML inlines: the whole site, but page content only for the opened page and its
 * neighbours (up, down, left, right); the viewer fetches the rest as the visitor moves.
 */
export function snapshotForPosition(snapshot: SiteSnapshot, position: string): SiteSnapshot {
  const at = toPagePosition(position) ?? { columnIndex: 0, rowIndex: 0 };
  const near = (column: number, row: number) =>
    Math.abs(column - at.columnIndex) + Math.abs(row - at.rowIndex) <= 1;
  return mapSnapshotPages(snapshot, (page, cell) =>
    near(cell.columnIndex, cell.rowIndex) || page.content === null ? page : withoutContent(page),
  );
}

/** True when the code names a cell inside the site's grid. */
export function isInsideGrid(snapshot: SiteSnapshot, position: string): boolean {
  const at = toPagePosition(position);
  return !!at && at.columnIndex < snapshot.grid.columns && at.rowIndex < snapshot.grid.rows;
}
