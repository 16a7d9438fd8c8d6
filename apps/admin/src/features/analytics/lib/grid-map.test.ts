import { formatPositionCode, type PageFigures, type PagesResponse } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { cellColours, contrastRatio, gridCells } from "./grid-map";

function page(columnIndex: number, rowIndex: number, visitors: number, exits: number): PageFigures {
  return {
    pageId: `p${columnIndex}${rowIndex}`,
    position: formatPositionCode({ columnIndex, rowIndex })!,
    columnIndex,
    rowIndex,
    category: "",
    title: "",
    visitors,
    views: visitors,
    exits,
    exitRate: visitors ? exits / visitors : null,
    dwellMedianMs: null,
    dwellP90Ms: null,
    ctaClicks: 0,
    linkClicks: 0,
    productClicks: 0,
    popupClicks: 0,
    conversions: 0,
  };
}

const pages: PagesResponse = {
  period: { from: "2026-11-01", to: "2026-11-30" },
  columns: 2,
  rows: 2,
  categories: [
    { columnIndex: 0, name: "Shoes" },
    { columnIndex: 1, name: "Bags" },
  ],
  // B2 has no page: a grid cell the creator left empty.
  pages: [page(0, 0, 200, 50), page(0, 1, 100, 80), page(1, 0, 50, 10)],
};

describe("the grid map", () => {
  it("lays the pages out as categories across and pages down, with reach against all visits", () => {
    const rows = gridCells(pages, 200, "reach");
    expect(rows.map((row) => row.map((cell) => cell.page?.position ?? null))).toEqual([
      ["A1", "B1"],
      ["A2", null],
    ]);
    expect(rows[0]![0]).toMatchObject({ reach: 1, exitRate: 0.25, intensity: 1 });
    expect(rows[1]![0]).toMatchObject({ reach: 0.5, exitRate: 0.8, intensity: 0.5 });
    expect(rows[1]![1]).toMatchObject({ page: undefined, intensity: null });
  });

  it("shades by exit rate against the highest exit rate of the grid", () => {
    const rows = gridCells(pages, 200, "exitRate");
    expect(rows[1]![0]!.intensity).toBe(1);
    expect(rows[0]![0]!.intensity).toBeCloseTo(0.25 / 0.8);
  });

  it("keeps every cell's text readable: dark on light shades, white on deep ones", () => {
    expect(cellColours(0, "reach").text).toBe("rgb(33, 37, 41)");
    expect(cellColours(1, "reach")).toEqual({ background: "rgb(27, 42, 78)", text: "rgb(255, 255, 255)" });
    expect(cellColours(1, "exitRate").text).toBe("rgb(255, 255, 255)");
    expect(cellColours(null, "reach").background).toBe("rgb(248, 249, 250)");
  });

  it("gives every shade a text colour of at least 4.5:1, and never a lighter shade for a higher value", () => {
    const channels = (rgb: string) => rgb.match(/\d+/g)!.map(Number);
    for (const metric of ["reach", "exitRate"] as const) {
      let previous = Number.POSITIVE_INFINITY;
      for (let step = 0; step <= 100; step++) {
        const { background, text } = cellColours(step / 100, metric);
        expect(contrastRatio(channels(background), channels(text))).toBeGreaterThanOrEqual(4.5);
        const brightness = channels(background).reduce((sum, value) => sum + value, 0);
        expect(brightness).toBeLessThanOrEqual(previous);
        previous = brightness;
      }
    }
  });
});
