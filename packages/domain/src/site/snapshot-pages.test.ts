import { describe, expect, it } from "vitest";
import type { SiteSnapshot, SnapshotPage } from "./snapshot.ts";
import { findSnapshotPage, mapSnapshotPages, snapshotPages, withoutContent } from "./snapshot-pages.ts";

const content = { buttons: [], products: [], links: [] } as unknown as NonNullable<SnapshotPage["content"]>;

function page(code: string, membersOnly = false): SnapshotPage {
  return {
    id: `id-${code}`,
    code,
    order: Number(code.slice(1)),
    membersOnlyLock: membersOnly,
    media: null,
    thumbnail: null,
    backgroundMusicUrl: null,
    content: membersOnly ? null : content,
  };
}

const category = (code: string, columnIndex: number, pages: SnapshotPage[]) => ({
  id: `category-${code}`,
  code,
  columnIndex,
  name: code,
  pages,
});

// Column B stands before A in the array, and A's column index is 2 (an empty column between).
const site = {
  name: "Grid",
  categories: [category("B", 1, [page("B1"), page("B2", true)]), category("A", 2, [page("A1")])],
} as Pick<SiteSnapshot, "categories"> & { name: string };

describe("walking a published site's pages", () => {
  it("lists every page category by category, top to bottom, as the snapshot holds them", () => {
    expect(snapshotPages(site).map((p) => p.code)).toEqual(["B1", "B2", "A1"]);
    expect(snapshotPages({ categories: [] })).toEqual([]);
  });

  it("finds a page by id in any category, and nothing for an unknown id", () => {
    expect(findSnapshotPage(site, "id-A1")?.code).toBe("A1");
    expect(findSnapshotPage(site, "id-B2")?.membersOnlyLock).toBe(true);
    expect(findSnapshotPage(site, "id-C1")).toBeUndefined();
  });

  it("gives each page its category's column and its place in the category, and keeps the rest of the site", () => {
    const cells: string[] = [];
    const mapped = mapSnapshotPages(site, (p, cell) => {
      cells.push(`${p.code}@${cell.columnIndex}:${cell.rowIndex}`);
      return { ...p, order: p.order * 10 };
    });
    expect(cells).toEqual(["B1@1:0", "B2@1:1", "A1@2:0"]);
    expect(mapped.name).toBe("Grid");
    expect(mapped.categories.map((c) => [c.id, c.columnIndex])).toEqual([
      ["category-B", 1],
      ["category-A", 2],
    ]);
    expect(snapshotPages(mapped).map((p) => p.order)).toEqual([10, 20, 10]);
    expect(snapshotPages(site).map((p) => p.order)).toEqual([1, 2, 1]);
  });

  it("drops a page's content without marking it members-only", () => {
    const stripped = withoutContent(page("A1"));
    expect("content" in stripped).toBe(false);
    expect(stripped.code).toBe("A1");
    expect(withoutContent(page("B2", true))).not.toHaveProperty("content");
  });
});
