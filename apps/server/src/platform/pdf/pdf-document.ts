import { type CjkFont, loadCjkFont } from "./cjk-font.ts";
import { type BarChart, drawBarChart, drawLineChart, type LineChart } from "./pdf-charts.ts";
import { PDF_COLOURS } from "./pdf-style.ts";

export interface PdfDocumentOptions {
  title: string;
  /** BCP 47 tag of the text (ja, en, zh, ko): picks the regional CJK glyphs and tags the document. */
  language: string;
  author?: string;
  /** Footer on every page, e.g. "3 / 7". */
  pageLabel?: (page: number, total: number) => string;
}

export interface PdfTableColumn {
  header: string;
  align?: "left" | "right";
  /** Relative share of the line's width; equal shares by default. */
  weight?: number;
}

const MARGIN = 48;
const FOOTER_GAP = 24;

/**
 * A document written top to bottom: headings, text, key figures, tables and charts, broken into A4
 * pages as it goes, with page numbers stamped at the end. Vector graphics and an embedded CJK font
 * subset only, so a report of a hundred table rows stays small and fast (no browser per request).
 */
export class PdfDocument {
  private readonly doc: PDFKit.PDFDocument;
  private readonly output: Promise<Buffer>;

  constructor(
    PdfKitDocument: typeof import("pdfkit"),
    font: CjkFont,
    private readonly options: PdfDocumentOptions,
  ) {
    this.doc = new PdfKitDocument({
      size: "A4",
      margins: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
      bufferPages: true,
      lang: options.language,
      displayTitle: true,
      info: { Title: options.title, Author: options.author ?? "Mekuri", Creator: "Mekuri" },
    });
    const chunks: Buffer[] = [];
    this.output = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    const faces = font.faces(options.language);
    // pdfkit takes a parsed fontkit face as well as bytes (its types know only bytes).
    this.doc.registerFont("body", faces.regular as unknown as PDFKit.Mixins.PDFFontSource);
    this.doc.registerFont("bold", faces.bold as unknown as PDFKit.Mixins.PDFFontSource);
    this.doc.font("body").fillColor(PDF_COLOURS.text);
  }

  private get width() {
    return this.doc.page.width - MARGIN * 2;
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when the next block of this height would not fit on the current one. */
  private reserve(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /**
   * A heading never ends a page alone: it moves to the next page unless `keepWithNext` points
   * (a few lines by default; a chart's height before a chart) fit after it.
   */
  heading(text: string, level: 1 | 2 = 1, keepWithNext = 60): this {
    const size = level === 1 ? 18 : 13;
    this.doc.font("bold").fontSize(size);
    this.reserve(this.doc.heightOfString(text, { width: this.width }) + keepWithNext);
    this.doc.moveDown(level === 1 ? 0.2 : 0.6);
    this.doc.fillColor(PDF_COLOURS.text).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    return this;
  }

  text(text: string, options: { muted?: boolean; size?: number } = {}): this {
    this.doc
      .font("body")
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? PDF_COLOURS.muted : PDF_COLOURS.text)
      .text(text, MARGIN, this.doc.y, { width: this.width, lineGap: 2 });
    this.doc.moveDown(0.5);
    return this;
  }

  /** Labelled figures in boxes, four to a row: the numbers a reader looks for first. */
  figures(items: { label: string; value: string }[]): this {
    const perRow = 4;
    const gap = 8;
    const boxWidth = (this.width - gap * (perRow - 1)) / perRow;
    const boxHeight = 52;
    for (let start = 0; start < items.length; start += perRow) {
      this.reserve(boxHeight + gap);
      const top = this.doc.y;
      items.slice(start, start + perRow).forEach((item, index) => {
        const x = MARGIN + index * (boxWidth + gap);
        this.doc
          .roundedRect(x, top, boxWidth, boxHeight, 4)
          .fillAndStroke(PDF_COLOURS.panel, PDF_COLOURS.rule);
        this.doc.font("body").fontSize(8).fillColor(PDF_COLOURS.muted);
        this.doc.text(item.label, x + 8, top + 8, { width: boxWidth - 16, lineBreak: false, ellipsis: true });
        this.doc.font("bold").fontSize(15).fillColor(PDF_COLOURS.text);
        this.doc.text(item.value, x + 8, top + 24, {
          width: boxWidth - 16,
          lineBreak: false,
          ellipsis: true,
        });
      });
      this.doc.x = MARGIN;
      this.doc.y = top + boxHeight + gap;
    }
    this.doc.moveDown(0.5);
    return this;
  }

  /** Rows wrap inside their cells (nothing is cut); the header row repeats on every page. */
  table(columns: PdfTableColumn[], rows: string[][]): this {
    const totalWeight = columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
    // A row has one cell per column; a missing cell is drawn empty.
    const slots = columns.map((column) => ({
      width: (this.width * (column.weight ?? 1)) / totalWeight,
      align: column.align ?? "left",
    }));
    const padding = 4;
    const fontSize = 8.5;
    const rowHeight = (cells: string[], font: "body" | "bold") => {
      this.doc.font(font).fontSize(fontSize);
      return (
        Math.max(
          ...slots.map((slot, index) =>
            this.doc.heightOfString(cells[index] ?? "", { width: slot.width - padding * 2 }),
          ),
        ) +
        padding * 2
      );
    };
    const drawRow = (cells: string[], font: "body" | "bold", fill: string | undefined) => {
      const height = rowHeight(cells, font);
      const top = this.doc.y;
      if (fill) this.doc.rect(MARGIN, top, this.width, height).fill(fill);
      let x = MARGIN;
      this.doc.font(font).fontSize(fontSize).fillColor(PDF_COLOURS.text);
      slots.forEach((slot, index) => {
        this.doc.text(cells[index] ?? "", x + padding, top + padding, {
          width: slot.width - padding * 2,
          align: slot.align,
        });
        x += slot.width;
      });
      this.doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + this.width, top + height)
        .lineWidth(0.5)
        .stroke(PDF_COLOURS.rule);
      this.doc.x = MARGIN;
      this.doc.y = top + height;
    };
    const headers = columns.map((column) => column.header);
    const header = () => drawRow(headers, "bold", PDF_COLOURS.panel);
    this.reserve(rowHeight(headers, "bold") + (rows[0] ? rowHeight(rows[0], "body") : 0));
    header();
    rows.forEach((row, index) => {
      if (this.doc.y + rowHeight(row, "body") > this.bottom) {
        this.doc.addPage();
        header();
      }
      drawRow(row, "body", index % 2 === 1 ? PDF_COLOURS.stripe : undefined);
    });
    this.doc.moveDown(1);
    return this;
  }

  barChart(chart: BarChart): this {
    return this.chart(chart.height ?? 160, (area) => drawBarChart(this.doc, area, chart));
  }

  lineChart(chart: LineChart): this {
    return this.chart(chart.height ?? 160, (area) => drawLineChart(this.doc, area, chart));
  }

  private chart(
    height: number,
    draw: (area: { x: number; y: number; width: number; height: number }) => void,
  ) {
    this.reserve(height + 16);
    const area = { x: MARGIN, y: this.doc.y, width: this.width, height };
    draw(area);
    this.doc.x = MARGIN;
    this.doc.y = area.y + height + 16;
    this.doc.font("body").fontSize(10).fillColor(PDF_COLOURS.text);
    return this;
  }

  /** Stamps the footers and returns the finished file. */
  async finish(): Promise<Buffer> {
    const label = this.options.pageLabel ?? ((page, total) => `${page} / ${total}`);
    const range = this.doc.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      this.doc.switchToPage(range.start + index);
      const page = this.doc.page;
      // Writing below the bottom margin would otherwise start a new page.
      const bottomMargin = page.margins.bottom;
      page.margins.bottom = 0;
      const y = page.height - MARGIN;
      this.doc.font("body").fontSize(8).fillColor(PDF_COLOURS.muted);
      this.doc.text(this.options.title, MARGIN, y, {
        width: this.width * 0.7,
        lineBreak: false,
        ellipsis: true,
      });
      this.doc.text(label(index + 1, range.count), MARGIN, y, { width: this.width, align: "right" });
      page.margins.bottom = bottomMargin;
    }
    this.doc.end();
    return this.output;
  }
}

/** Fails with PdfFontMissingError (naming the package to install) when the CJK font is absent. */
export async function createPdfDocument(options: PdfDocumentOptions): Promise<PdfDocument> {
  // Loaded on the first PDF (decision 136): pdfkit and its font engine take about 15 MB resident,
  // and most processes never write a PDF.
  const [{ default: PdfKitDocument }, font] = await Promise.all([import("pdfkit"), loadCjkFont()]);
  return new PdfDocument(PdfKitDocument, font, options);
}
