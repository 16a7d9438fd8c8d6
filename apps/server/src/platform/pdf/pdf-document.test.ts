import { describe, expect, it } from "vitest";
import { readPdf } from "../../testing/pdf-text.ts";
import { cjkFontAvailable, PdfFontMissingError } from "./cjk-font.ts";
import { niceCeiling } from "./pdf-charts.ts";
import { createPdfDocument } from "./pdf-document.ts";

describe("PDF documents", () => {
  it("finds the CJK font it embeds (Debian's fonts-noto-cjk)", () => {
    expect(cjkFontAvailable()).toBe(true);
  });

  it("names the package to install when the font is missing", () => {
    expect(new PdfFontMissingError().message).toContain("apt-get install fonts-noto-cjk");
  });

  it("writes Japanese headings, text, figures and table cells that a PDF reader extracts", async () => {
    const pdf = await createPdfDocument({ title: "効果測定レポート", language: "ja" });
    pdf
      .heading("春のキャンペーン")
      .text("期間 2026年4月1日〜4月30日")
      .figures([
        { label: "セッション", value: "12,345" },
        { label: "コンバージョン率", value: "3.2%" },
      ])
      .barChart({ labels: ["4/1", "4/2", "4/3"], values: [10, 30, 20] })
      .lineChart({
        labels: ["4/1", "4/2", "4/3"],
        series: [
          { name: "PV", values: [5, 9, 7] },
          { name: "CV", values: [1, 2, 1] },
        ],
      })
      .table(
        [
          { header: "ページ", weight: 3 },
          { header: "到達数", align: "right" },
        ],
        [
          ["商品紹介", "1,200"],
          ["お申し込み", "340"],
        ],
      );
    const bytes = await pdf.finish();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, title } = await readPdf(bytes);
    const text = pages.join("\n");
    for (const expected of [
      "春のキャンペーン",
      "セッション",
      "12,345",
      "商品紹介",
      "1,200",
      "お申し込み",
      "340",
    ]) {
      expect(text).toContain(expected);
    }
    expect(title).toBe("効果測定レポート");
  });

  it("breaks a long table onto new pages, repeats its header and numbers every page", async () => {
    const pdf = await createPdfDocument({
      title: "표",
      language: "ko",
      pageLabel: (page, total) => `${page}/${total}쪽`,
    });
    const rows = Array.from({ length: 120 }, (_, index) => [`페이지 ${index + 1}`, String(index * 7)]);
    pdf.heading("페이지별 분석").table([{ header: "페이지" }, { header: "방문", align: "right" }], rows);
    const { pages } = await readPdf(await pdf.finish());
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain("페이지");
      expect(page).toContain(`${index + 1}/${pages.length}쪽`);
    });
    expect(pages.join("\n")).toContain("페이지 120");
  });

  it("rounds a chart's value axis up to a top whose quarters are round", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(7)).toBe(8);
    expect(niceCeiling(130)).toBe(200);
    expect(niceCeiling(245)).toBe(400);
    expect(niceCeiling(420)).toBe(500);
    expect(niceCeiling(1000)).toBe(1000);
  });
});
