import type { PageFigures } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { pageRows, sortPageRows } from "./page-rows";

const base = {
  category: "",
  title: "",
  views: 0,
  exits: 0,
  dwellP90Ms: null,
  linkClicks: 1,
  productClicks: 1,
  popupClicks: 1,
  conversions: 0,
};
const pages: PageFigures[] = [
  {
    ...base,
    pageId: "a1",
    position: "A1",
    columnIndex: 0,
    rowIndex: 0,
    visitors: 100,
    exitRate: 0.2,
    dwellMedianMs: 5_000,
    ctaClicks: 7,
  },
  {
    ...base,
    pageId: "a2",
    position: "A2",
    columnIndex: 0,
    rowIndex: 1,
    visitors: 60,
    exitRate: 0.5,
    dwellMedianMs: null,
    ctaClicks: 0,
  },
  {
    ...base,
    pageId: "b1",
    position: "B1",
    columnIndex: 1,
    rowIndex: 0,
    visitors: 60,
    exitRate: null,
    dwellMedianMs: 9_000,
    ctaClicks: 2,
  },
];

describe("the page table's rows", () => {
  it("add the reach against all visits and every kind of click together", () => {
    const rows = pageRows(pages, 200);
    expect(rows.map((row) => [row.position, row.reach, row.clicks])).toEqual([
      ["A1", 0.5, 10],
      ["A2", 0.3, 3],
      ["B1", 0.3, 5],
    ]);
  });

  it("sort by a figure with ties in grid order and pages without the figure last", () => {
    const rows = pageRows(pages, 200);
    expect(sortPageRows(rows, "visitors", true).map((row) => row.position)).toEqual(["A1", "A2", "B1"]);
    expect(sortPageRows(rows, "exitRate", true).map((row) => row.position)).toEqual(["A2", "A1", "B1"]);
    expect(sortPageRows(rows, "dwellMedianMs", false).map((row) => row.position)).toEqual(["A1", "B1", "A2"]);
    expect(sortPageRows(rows, "position", true).map((row) => row.position)).toEqual(["B1", "A2", "A1"]);
  });
});
