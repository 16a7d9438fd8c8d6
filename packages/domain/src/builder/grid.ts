import { formatPositionCode, maxColumnCount, maxRowNumber } from "../viewer/position.ts";

/**
 * The grid of a site (admin.md §5 Site): columns are categories (A, B …), rows are pages within a
 * category (1, 2 …); neither may be 0 and their product is capped by the plan.
 */
export type GridProblem = "rowsOrColumns" | "tooManyPages";

export function gridProblem(columns: number, rows: number, maxPages: number): GridProblem | undefined {
  if (!Number.isInteger(columns) || !Number.isInteger(rows) || columns < 1 || rows < 1)
    return "rowsOrColumns";
  if (columns > maxColumnCount || rows > maxRowNumber) return "rowsOrColumns";
  return columns * rows > maxPages ? "tooManyPages" : undefined;
}

export interface GridCell {
  columnIndex: number;
  rowIndex: number;
}

export function isInGrid(cell: GridCell, columns: number, rows: number): boolean {
  return cell.columnIndex >= 0 && cell.columnIndex < columns && cell.rowIndex >= 0 && cell.rowIndex < rows;
}

export type CreativesProblem = { kind: "none" } | { kind: "gap"; cell: string };

/**
 * Creatives must fill the grid from A1 without gaps (admin.md §5 Site): within a column the filled
 * rows are 1…n, and the filled columns are A…m. The first empty cell that has a filled cell after
 * it is named. At least one creative is needed.
 */
export function creativesProblem(
  filled: readonly GridCell[],
  columns: number,
  rows: number,
): CreativesProblem | undefined {
  const inGrid = filled.filter((cell) => isInGrid(cell, columns, rows));
  if (inGrid.length === 0) return { kind: "none" };
  const has = new Set(inGrid.map((cell) => `${cell.columnIndex}:${cell.rowIndex}`));
  const lastColumn = Math.max(...inGrid.map((cell) => cell.columnIndex));
  for (let column = 0; column <= lastColumn; column++) {
    const rowsHere = inGrid.filter((cell) => cell.columnIndex === column).map((cell) => cell.rowIndex);
    const lastRow = rowsHere.length ? Math.max(...rowsHere) : 0;
    for (let row = 0; row <= lastRow; row++) {
      if (!has.has(`${column}:${row}`)) {
        return { kind: "gap", cell: formatPositionCode({ columnIndex: column, rowIndex: row }) ?? "" };
      }
    }
  }
  return undefined;
}
