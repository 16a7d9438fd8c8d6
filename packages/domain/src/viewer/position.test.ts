import { describe, expect, it } from "vitest";
import {
  columnLetters,
  defaultPagePosition,
  formatPositionCode,
  maxColumnCount,
  normalizePositionCode,
  parsePositionCode,
  startPositionCode,
  toPagePosition,
} from "./position.ts";

describe("parsePositionCode", () => {
  it.each([
    ["A1", "A1", 0, 0],
    ["b3", "B3", 1, 2],
    ["Z100", "Z100", 25, 99],
    ["aa12", "AA12", 26, 11],
    ["AZ1", "AZ1", 51, 0],
    ["BA1", "BA1", 52, 0],
    ["ZZ1", "ZZ1", 701, 0],
    ["AAA1", "AAA1", 702, 0],
    ["zzz100", "ZZZ100", 18277, 99],
  ])("reads %s as %s at column %i, row %i", (input, code, columnIndex, rowIndex) => {
    expect(parsePositionCode(input)).toEqual({ ok: true, code, position: { columnIndex, rowIndex } });
  });

  it.each([
    ["", "malformed"],
    ["A", "malformed"],
    ["12", "malformed"],
    ["1A", "malformed"],
    [" A1", "malformed"],
    ["A-1", "malformed"],
    ["A1.5", "malformed"],
    ["Ä1", "malformed"],
    ["A01", "malformed"],
    ["A0", "row-out-of-range"],
    ["A101", "row-out-of-range"],
    ["A99999999999999999999", "row-out-of-range"],
    ["AAAA1", "column-out-of-range"],
  ])("refuses %j as %s", (input, error) => {
    expect(parsePositionCode(input)).toEqual({ ok: false, error });
  });

  it("gives undefined rather than throwing for an invalid code", () => {
    expect(toPagePosition("nope")).toBeUndefined();
    expect(normalizePositionCode("c7")).toBe("C7");
  });
});

describe("formatPositionCode", () => {
  it("starts on the default page tab A1", () => {
    expect(formatPositionCode(defaultPagePosition)).toBe("A1");
  });

  it.each([
    [{ columnIndex: -1, rowIndex: 0 }],
    [{ columnIndex: maxColumnCount, rowIndex: 0 }],
    [{ columnIndex: 0, rowIndex: 100 }],
    [{ columnIndex: 0.5, rowIndex: 0 }],
  ])("refuses %j", (position) => {
    expect(formatPositionCode(position)).toBeUndefined();
  });

  it("round-trips every column and the row edges", () => {
    const mismatches: string[] = [];
    for (let columnIndex = 0; columnIndex < maxColumnCount; columnIndex += 1) {
      for (const rowIndex of [0, 99]) {
        const code = formatPositionCode({ columnIndex, rowIndex }) ?? "";
        const back = toPagePosition(code);
        if (back?.columnIndex !== columnIndex || back.rowIndex !== rowIndex) mismatches.push(code);
      }
    }
    expect(mismatches).toEqual([]);
    expect(columnLetters(maxColumnCount - 1)).toBe("ZZZ");
  });
});

describe("startPositionCode", () => {
  it("opens the route's position, then the cookie's, then A1", () => {
    expect(startPositionCode(["b2", "C3"])).toBe("B2");
    expect(startPositionCode(["nope", "c3"])).toBe("C3");
    expect(startPositionCode([undefined, null, "A0"])).toBe("A1");
    expect(startPositionCode([])).toBe("A1");
  });
});
