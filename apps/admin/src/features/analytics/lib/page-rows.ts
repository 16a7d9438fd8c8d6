import { type PageFigures, ratio } from "@mekuri/domain";

export const pageSortKeys = [
  "position",
  "visitors",
  "reach",
  "exitRate",
  "dwellMedianMs",
  "dwellP90Ms",
  "clicks",
  "conversions",
] as const;
export type PageSortKey = (typeof pageSortKeys)[number];

export interface PageRow extends PageFigures {
  reach: number | null;
  /** CTA, link, product and popup clicks together. */
  clicks: number;
}

export function pageRows(pages: PageFigures[], sessions: number): PageRow[] {
  return pages.map((page) => ({
    ...page,
    reach: ratio(page.visitors, sessions),
    clicks: page.ctaClicks + page.linkClicks + page.productClicks + page.popupClicks,
  }));
}

/**
 * Rows in the chosen order; pages without a figure (null) always last, ties in grid order, so a
 * sort never shuffles equal rows between renders.
 */
export function sortPageRows(rows: PageRow[], key: PageSortKey, descending: boolean): PageRow[] {
  const gridOrder = (row: PageRow) => row.columnIndex * 10_000 + row.rowIndex;
  return [...rows].sort((a, b) => {
    if (key === "position") return (gridOrder(a) - gridOrder(b)) * (descending ? -1 : 1);
    const [x, y] = [a[key], b[key]];
    if (x === null || y === null) return x === y ? gridOrder(a) - gridOrder(b) : x === null ? 1 : -1;
    return (descending ? y - x : x - y) || gridOrder(a) - gridOrder(b);
  });
}
