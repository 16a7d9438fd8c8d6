import type { PagePosition } from "./position.ts";

/**
 * Moving through the grid (viewer.md §2, §4, §5): columns are categories, rows are pages.
 * A page "has an image" when it has an image URL or media (image or video); a page a visitor can
 * land on has an image or a members-only lock (the lock screen stands in for the content).
 */
export interface NavigablePage {
  membersOnlyLock: boolean;
  imageUrl?: string | null;
  media?: object | null;
}

export interface NavigableCategory {
  pages: readonly NavigablePage[];
}

export type NavigationGrid = readonly NavigableCategory[];

export function pageHasImage(page: NavigablePage): boolean {
  return (page.imageUrl ?? "").trim() !== "" || page.media != null;
}

export function isLandingPage(page: NavigablePage | undefined): boolean {
  return page !== undefined && (pageHasImage(page) || page.membersOnlyLock);
}

function pageAt(grid: NavigationGrid, at: PagePosition): NavigablePage | undefined {
  return grid[at.columnIndex]?.pages[at.rowIndex];
}

/** Up or down one page; undefined (blocked) past either end or into a page without image or lock. */
export function moveVertical(
  grid: NavigationGrid,
  at: PagePosition,
  direction: "up" | "down",
): PagePosition | undefined {
  const target = { columnIndex: at.columnIndex, rowIndex: at.rowIndex + (direction === "down" ? 1 : -1) };
  return isLandingPage(pageAt(grid, target)) ? target : undefined;
}

export function firstLandingRow(category: NavigableCategory | undefined): number | undefined {
  const row = category?.pages.findIndex(isLandingPage) ?? -1;
  return row === -1 ? undefined : row;
}

/**
 * Where entering a category lands: with swipeRedirection ON, its first page with an image or lock;
 * OFF, the same page index, which must itself have an image or lock.
 */
function landingIn(grid: NavigationGrid, columnIndex: number, rowIndex: number, swipeRedirection: boolean) {
  const category = grid[columnIndex];
  const row = swipeRedirection ? firstLandingRow(category) : rowIndex;
  if (row === undefined) return undefined;
  const target = { columnIndex, rowIndex: row };
  return isLandingPage(pageAt(grid, target)) ? target : undefined;
}

/**
 * A horizontal swipe to the neighbouring category. A category with nowhere to land is skipped, so
 * the swipe reaches the next category that has something to show rather than stopping in front of
 * an empty column; undefined past the last category.
 */
export function moveHorizontal(
  grid: NavigationGrid,
  at: PagePosition,
  direction: "left" | "right",
  swipeRedirection: boolean,
): PagePosition | undefined {
  const step = direction === "right" ? 1 : -1;
  for (let column = at.columnIndex + step; column >= 0 && column < grid.length; column += step) {
    const target = landingIn(grid, column, at.rowIndex, swipeRedirection);
    if (target) return target;
  }
  return undefined;
}

/**
 * A global menu tab. §4 (redirection OFF keeps the page index) is about swipes; §5 checks the target
 * category's first page, so a tab opens the category at its top: ON, its first page with an image or
 * lock; OFF, its first page, and the tap is ignored (undefined) when that page has no image. A locked
 * first page counts as having one, as it does for vertical moves.
 */
export function selectCategory(
  grid: NavigationGrid,
  columnIndex: number,
  swipeRedirection: boolean,
): PagePosition | undefined {
  return landingIn(grid, columnIndex, 0, swipeRedirection);
}

export interface Neighbours {
  up?: PagePosition;
  down?: PagePosition;
  left?: PagePosition;
  right?: PagePosition;
}

/** The pages to prefetch: where each swipe direction would land. */
export function neighboursToPrefetch(
  grid: NavigationGrid,
  at: PagePosition,
  swipeRedirection: boolean,
): Neighbours {
  const neighbours: Neighbours = {};
  const up = moveVertical(grid, at, "up");
  const down = moveVertical(grid, at, "down");
  const left = moveHorizontal(grid, at, "left", swipeRedirection);
  const right = moveHorizontal(grid, at, "right", swipeRedirection);
  if (up) neighbours.up = up;
  if (down) neighbours.down = down;
  if (left) neighbours.left = left;
  if (right) neighbours.right = right;
  return neighbours;
}

/** The logo returns to the first page, category by category, that has an image or a lock. */
export function logoTarget(grid: NavigationGrid): PagePosition | undefined {
  for (let columnIndex = 0; columnIndex < grid.length; columnIndex += 1) {
    const rowIndex = firstLandingRow(grid[columnIndex]);
    if (rowIndex !== undefined) return { columnIndex, rowIndex };
  }
  return undefined;
}

/**
 * "n / total" within the current category, counting only pages with an image or lock: a grid is
 * often larger than its content, and "2 / 100" for a three-page category would mislead. n is the
 * rank of the current page among them.
 */
export function pageCounter(
  grid: NavigationGrid,
  at: PagePosition,
): { current: number; total: number } | undefined {
  const pages = grid[at.columnIndex]?.pages;
  if (!pages || !isLandingPage(pages[at.rowIndex])) return undefined;
  const total = pages.filter(isLandingPage).length;
  const current = pages.slice(0, at.rowIndex + 1).filter(isLandingPage).length;
  return { current, total };
}
