import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv.ts";

describe("CSV writer", () => {
  it("starts with a BOM, ends lines with CRLF and quotes what needs it", () => {
    const csv = toCsv([
      ["名前", "メモ"],
      ["山田", 'He said "hi", twice\nthen left'],
    ]);
    expect(csv).toBe('\uFEFF名前,メモ\r\n山田,"He said ""hi"", twice\nthen left"\r\n');
    expect(parseCsv(csv.slice(1)).map((row) => row.cells)).toEqual([
      ["名前", "メモ"],
      ["山田", 'He said "hi", twice\nthen left'],
    ]);
  });

  it("defuses text that a spreadsheet would run as a formula, but keeps numbers", () => {
    expect(toCsv([["=1+1", "@x", -5]])).toBe("\uFEFF'=1+1,'@x,-5\r\n");
    expect(toCsv([["\tcmd", "\r=1"]])).toBe("\uFEFF'\tcmd,\"'\r=1\"\r\n");
  });
});
