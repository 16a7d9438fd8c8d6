import { describe, expect, it } from "vitest";
import {
  logoTarget,
  moveHorizontal,
  moveVertical,
  type NavigationGrid,
  neighboursToPrefetch,
  pageCounter,
  pageHasImage,
  selectCategory,
} from "./navigation.ts";

const img = { imageUrl: "/a.webp", membersOnlyLock: false };
const blank = { imageUrl: null, membersOnlyLock: false };
const locked = { imageUrl: null, membersOnlyLock: true };
const video = { media: { type: "VIDEO" }, membersOnlyLock: false };

/**
 *        A      B      C      D
 *  1    img   blank  blank  img
 *  2    img   img    blank  locked
 *  3    blank img    blank
 *  4    img
 */
const grid: NavigationGrid = [
  { pages: [img, img, blank, img] },
  { pages: [blank, img, img] },
  { pages: [blank, blank, blank] },
  { pages: [img, locked] },
];
const at = (columnIndex: number, rowIndex: number) => ({ columnIndex, rowIndex });

describe("pageHasImage", () => {
  it("counts an image URL or any media, not a blank URL", () => {
    expect(pageHasImage(img)).toBe(true);
    expect(pageHasImage(video)).toBe(true);
    expect(pageHasImage({ imageUrl: " ", membersOnlyLock: false })).toBe(false);
  });
});

describe("moveVertical", () => {
  it.each([
    ["moves down to a page with an image", at(0, 0), "down", at(0, 1)],
    ["is blocked by a page without image", at(0, 1), "down", undefined],
    ["moves into a locked page without image", at(3, 0), "down", at(3, 1)],
    ["is blocked above the first page", at(0, 0), "up", undefined],
    ["is blocked below the last page", at(3, 1), "down", undefined],
    ["moves up", at(1, 2), "up", at(1, 1)],
  ] as const)("%s", (_, from, direction, expected) => {
    expect(moveVertical(grid, from, direction)).toEqual(expected);
  });
});

describe("moveHorizontal", () => {
  it("lands on the first page with an image when redirection is on", () => {
    expect(moveHorizontal(grid, at(0, 3), "right", true)).toEqual(at(1, 1));
  });

  it("keeps the page index when redirection is off", () => {
    expect(moveHorizontal(grid, at(0, 1), "right", false)).toEqual(at(1, 1));
  });

  it("skips a category with no page that has an image or lock when redirection is on", () => {
    expect(moveHorizontal(grid, at(1, 1), "right", true)).toEqual(at(3, 0));
  });

  it("skips categories without a landing page at the same index when redirection is off", () => {
    expect(moveHorizontal(grid, at(1, 1), "right", false)).toEqual(at(3, 1));
    expect(moveHorizontal(grid, at(0, 0), "right", false)).toEqual(at(3, 0));
  });

  it("is blocked past the first and last category", () => {
    expect(moveHorizontal(grid, at(0, 0), "left", true)).toBeUndefined();
    expect(moveHorizontal(grid, at(3, 0), "right", true)).toBeUndefined();
    expect(moveHorizontal(grid, at(0, 3), "right", false)).toBeUndefined();
  });
});

describe("selectCategory", () => {
  it.each([
    ["opens the first page with an image when redirection is on", 1, true, at(1, 1)],
    ["ignores a category with nothing to show when redirection is on", 2, true, undefined],
    ["ignores the tab when redirection is off and the first page has no image", 1, false, undefined],
    ["opens the first page when redirection is off and it has an image", 3, false, at(3, 0)],
    ["ignores an unknown category", 9, true, undefined],
  ] as const)("%s", (_, column, redirection, expected) => {
    expect(selectCategory(grid, column, redirection)).toEqual(expected);
  });

  it("accepts a locked first page when redirection is off", () => {
    expect(selectCategory([{ pages: [locked] }], 0, false)).toEqual(at(0, 0));
  });
});

describe("neighboursToPrefetch", () => {
  it("lists where each swipe would land", () => {
    expect(neighboursToPrefetch(grid, at(1, 1), true)).toEqual({
      down: at(1, 2),
      left: at(0, 0),
      right: at(3, 0),
    });
    expect(neighboursToPrefetch(grid, at(1, 1), false)).toEqual({
      down: at(1, 2),
      left: at(0, 1),
      right: at(3, 1),
    });
  });
});

describe("logoTarget", () => {
  it("returns to the first page with an image", () => {
    expect(logoTarget(grid)).toEqual(at(0, 0));
  });

  it("finds it in a later category and accepts a lock", () => {
    expect(logoTarget([{ pages: [blank] }, { pages: [blank, locked] }])).toEqual(at(1, 1));
    expect(logoTarget([{ pages: [blank] }])).toBeUndefined();
  });
});

describe("pageCounter", () => {
  it("counts the pages with an image or lock in the category", () => {
    expect(pageCounter(grid, at(0, 0))).toEqual({ current: 1, total: 3 });
    expect(pageCounter(grid, at(0, 3))).toEqual({ current: 3, total: 3 });
    expect(pageCounter(grid, at(3, 1))).toEqual({ current: 2, total: 2 });
  });

  it("has no counter on a page that cannot be shown", () => {
    expect(pageCounter(grid, at(2, 0))).toBeUndefined();
  });
});
