import { describe, expect, it } from "vitest";
import { csvCell, parseCsv } from "./csv.ts";
import { readUserCsv, userCsvColumns, userCsvTemplate } from "./user-csv.ts";

const header = userCsvColumns.join(",");

describe("parseCsv", () => {
  it("reads quotes, doubled quotes, CRLF, a BOM and line breaks inside quotes", () => {
    const rows = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\n\n');
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"'] },
      { line: 3, cells: ["two\nlines", "z"] },
    ]);
  });

  it("quotes what needs quoting and defuses formulas", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
  });
});

describe("readUserCsv", () => {
  it("accepts its own template", () => {
    const { rows, issues } = readUserCsv(userCsvTemplate);
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({
        line: 2,
        email: "hanako@example.com",
        kind: "user",
        planName: "Standard",
        permissionGranted: true,
        licenseIssuance: false,
      }),
    ]);
  });

  it("refuses a file whose header is not the template's", () => {
    const { rows, issues } = readUserCsv("name,mail\nA,a@example.com\n");
    expect(rows).toEqual([]);
    expect(issues).toEqual([{ line: 1, column: "", message: expect.stringMatching(/^users\.csvHeader\?/) }]);
  });

  it("reports every bad row with its line and reason", () => {
    const csv = [
      header,
      "Good Co,Taro,taro@example.com,user,,2026-01-01,2026-12-31,grant,no_grant",
      "Bad Mail,Jiro,jiro..x@example.com,user,,,,grant,grant",
      "Dup Co,Taro 2,TARO@example.com,user,,,,grant,grant",
      ",Nobody,nobody@example.com,reseller,,2026-02-30,,yes,grant",
      "Short,row",
    ].join("\n");
    const { rows, issues } = readUserCsv(csv);
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(issues).toEqual([
      { line: 3, column: "email", message: "validation.email" },
      { line: 4, column: "email", message: "users.csvDuplicate?line=2" },
      { line: 5, column: "company_name", message: "validation.required" },
      { line: 5, column: "account_type", message: "users.csvAccountType" },
      { line: 5, column: "contract_start_date", message: "validation.date" },
      { line: 5, column: "permission", message: "users.csvGrant" },
      { line: 6, column: "", message: "users.csvColumnCount?expected=9&actual=2" },
    ]);
  });

  it("refuses an expiry date before the start date and a file with only a header", () => {
    expect(
      readUserCsv(`${header}\nA,B,a@example.com,user,,2026-05-01,2026-04-01,grant,grant`).issues,
    ).toEqual([{ line: 2, column: "contract_end_date", message: "users.endBeforeStart" }]);
    expect(readUserCsv(`${header}\n`).issues).toEqual([{ line: 2, column: "", message: "users.csvEmpty" }]);
  });
});
