import { describe, expect, it } from "vitest";
import { heatPoints } from "./heat-points";

describe("the tap heat layer", () => {
  it("puts each cell's taps at the cell's centre of the page box, the busiest cell as the maximum", () => {
    const taps = {
      period: { from: "2026-11-01", to: "2026-11-30" },
      pageId: "p",
      grid: 50,
      total: 7,
      cells: [
        { x: 0, y: 0, taps: 2 },
        { x: 49, y: 25, taps: 5 },
      ],
    };
    expect(heatPoints(taps, 500, 1000)).toEqual({
      points: [
        [5, 10, 2],
        [495, 510, 5],
      ],
      max: 5,
    });
  });

  it("has a maximum of one on a page without taps", () => {
    const empty = { period: { from: "a", to: "b" }, pageId: "p", grid: 50, total: 0, cells: [] };
    expect(heatPoints(empty, 375, 739)).toEqual({ points: [], max: 1 });
  });
});
