import { describe, expect, it } from "vitest";
import { demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { cellFromCode, cellOfOrder, codeOfCell, homeCell, landingRows } from "./navigation.ts";

const snapshot = demoSnapshot("ja");

describe("viewer navigation helpers", () => {
  it("translates position codes to cells and back", () => {
    expect(cellFromCode(snapshot, "C2")).toEqual({ columnIndex: 2, rowIndex: 1 });
    expect(codeOfCell(snapshot, { columnIndex: 2, rowIndex: 1 })).toBe("C2");
  });

  it("sends codes of pages without an image, or outside the grid, to the first page", () => {
    expect(cellFromCode(snapshot, "C3")).toEqual(homeCell(snapshot));
    expect(cellFromCode(snapshot, "nonsense")).toEqual({ columnIndex: 0, rowIndex: 0 });
  });

  it("counts locked pages as landing pages and blank ones as not", () => {
    expect(landingRows(snapshot, 0)).toEqual([0, 1, 2]);
    expect(landingRows(snapshot, 2)).toEqual([0, 1]);
  });

  it("jumps to a page order within the current category only when that page can be shown", () => {
    expect(cellOfOrder(snapshot, 0, 3)).toEqual({ columnIndex: 0, rowIndex: 2 });
    expect(cellOfOrder(snapshot, 2, 3)).toBeUndefined();
    expect(cellOfOrder(snapshot, 0, 9)).toBeUndefined();
  });
});
