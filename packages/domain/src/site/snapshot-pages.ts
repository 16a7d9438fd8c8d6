import type { SiteSnapshot, SnapshotPage } from "./snapshot.ts";

type WithCategories = Pick<SiteSnapshot, "categories">;

/** A page's cell: its category's column and its place in that category (0-based). */
export interface PageCell {
  columnIndex: number;
  rowIndex: number;
}

/** Every page of a published site, category by category, top to bottom. */
export function snapshotPages(snapshot: WithCategories): SnapshotPage[] {
  return snapshot.categories.flatMap((category) => category.pages);
}

/** The page with this id, wherever it stands in the grid. */
export function findSnapshotPage(snapshot: WithCategories, pageId: string): SnapshotPage | undefined {
  for (const category of snapshot.categories) {
    const page = category.pages.find((candidate) => candidate.id === pageId);
    if (page) return page;
  }
  return undefined;
}

/** The same site with each page replaced by what `transform` makes of it; the rest is kept as it is. */
export function mapSnapshotPages<S extends WithCategories>(
  snapshot: S,
  transform: (page: SnapshotPage, cell: PageCell) => SnapshotPage,
): S {
  return {
    ...snapshot,
    categories: snapshot.categories.map((category) => ({
      ...category,
      pages: category.pages.map((page, rowIndex) =>
        transform(page, { columnIndex: category.columnIndex, rowIndex }),
      ),
    })),
  };
}

/**
 * The page without its content: not inlined, so the viewer fetches it when it is needed. Not the
 * same as `content: null`, which marks a members-only page.
 */
export function withoutContent(page: SnapshotPage): SnapshotPage {
  const { content: _omitted, ...rest } = page;
  return rest as SnapshotPage;
}
