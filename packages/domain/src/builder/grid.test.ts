import { describe, expect, it } from "vitest";
import { creativesProblem, gridProblem } from "./grid.ts";
import { publishIssues } from "./publish-rules.ts";

const cell = (columnIndex: number, rowIndex: number) => ({ columnIndex, rowIndex });

describe("grid", () => {
  it("needs rows and columns of at least 1 within the plan's page count", () => {
    expect(gridProblem(2, 3, 6)).toBeUndefined();
    expect(gridProblem(0, 3, 6)).toBe("rowsOrColumns");
    expect(gridProblem(2, 0, 6)).toBe("rowsOrColumns");
    expect(gridProblem(1.5, 2, 6)).toBe("rowsOrColumns");
    expect(gridProblem(1, 101, 1000)).toBe("rowsOrColumns");
    expect(gridProblem(3, 3, 6)).toBe("tooManyPages");
  });
});

describe("creatives", () => {
  it("accepts creatives filled from A1 without gaps", () => {
    expect(creativesProblem([cell(0, 0), cell(0, 1), cell(1, 0)], 2, 3)).toBeUndefined();
  });

  it("needs at least one creative inside the grid", () => {
    expect(creativesProblem([], 2, 3)).toEqual({ kind: "none" });
    expect(creativesProblem([cell(5, 0)], 2, 3)).toEqual({ kind: "none" });
  });

  it("names the first empty cell before a filled one", () => {
    expect(creativesProblem([cell(0, 0), cell(0, 2)], 2, 3)).toEqual({ kind: "gap", cell: "A2" });
    expect(creativesProblem([cell(0, 0), cell(2, 0)], 3, 3)).toEqual({ kind: "gap", cell: "B1" });
  });

  it("turns the rule into publish issues with message references", () => {
    const grid = { numberHorizontal: 2, numberVertical: 2 };
    expect(publishIssues({ ...grid, pages: [{ ...cell(0, 0), media: null }] })).toEqual([
      { path: ["pages"], key: "sites.noCreatives" },
    ]);
    expect(publishIssues({ ...grid, pages: [{ ...cell(0, 1), media: {} }] })).toEqual([
      { path: ["pages"], key: "sites.creativesNotConsecutive", params: { cell: "A1" } },
    ]);
    expect(publishIssues({ ...grid, pages: [{ ...cell(0, 0), media: {} }] })).toEqual([]);
  });
});
