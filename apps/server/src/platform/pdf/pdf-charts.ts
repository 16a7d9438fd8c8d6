import { PDF_COLOURS } from "./pdf-style.ts";

export interface BarChart {
  labels: string[];
  values: number[];
  formatValue?: (value: number) => string;
  height?: number;
}

export interface LineChart {
  labels: string[];
  series: { name: string; values: number[] }[];
  formatValue?: (value: number) => string;
  height?: number;
}

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

const AXIS_WIDTH = 44;
const LABEL_HEIGHT = 14;
const GRID_LINES = 4;

/**
 * A round top for the value axis whose quarters are round too (1, 2, 4, 5 or 8 times a power of
 * ten), so the four grid labels read easily.
 */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 5, 8, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** Grid, value axis and every n-th category label; returns the plot box inside the axes. */
function drawFrame(
  doc: PDFKit.PDFDocument,
  area: Area,
  labels: string[],
  top: number,
  format: (value: number) => string,
  legendHeight: number,
) {
  const plot = {
    x: area.x + AXIS_WIDTH,
    y: area.y + legendHeight,
    width: area.width - AXIS_WIDTH,
    height: area.height - LABEL_HEIGHT - legendHeight,
  };
  doc.font("body").fontSize(7).lineWidth(0.5);
  for (let line = 0; line <= GRID_LINES; line++) {
    const y = plot.y + plot.height - (plot.height * line) / GRID_LINES;
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .stroke(PDF_COLOURS.rule);
    doc.fillColor(PDF_COLOURS.muted).text(format((top * line) / GRID_LINES), area.x, y - 4, {
      width: AXIS_WIDTH - 6,
      align: "right",
      lineBreak: false,
    });
  }
  const slot = plot.width / Math.max(labels.length, 1);
  const every = Math.max(1, Math.ceil(labels.length / 10));
  labels.forEach((label, index) => {
    if (index % every !== 0) return;
    doc
      .fillColor(PDF_COLOURS.muted)
      .text(label, plot.x + index * slot - 20 + slot / 2, plot.y + plot.height + 3, {
        width: 40,
        align: "center",
        lineBreak: false,
      });
  });
  return { plot, slot };
}

const defaultFormat = (value: number) => Math.round(value).toLocaleString("en-US");

export function drawBarChart(doc: PDFKit.PDFDocument, area: Area, chart: BarChart) {
  const top = niceCeiling(Math.max(0, ...chart.values));
  const { plot, slot } = drawFrame(doc, area, chart.labels, top, chart.formatValue ?? defaultFormat, 0);
  const barWidth = Math.max(1, slot * 0.7);
  chart.values.forEach((value, index) => {
    const height = (plot.height * Math.max(0, value)) / top;
    if (height <= 0) return;
    doc
      .rect(plot.x + index * slot + (slot - barWidth) / 2, plot.y + plot.height - height, barWidth, height)
      .fill(PDF_COLOURS.series[0]);
  });
}

export function drawLineChart(doc: PDFKit.PDFDocument, area: Area, chart: LineChart) {
  const top = niceCeiling(Math.max(0, ...chart.series.flatMap((series) => series.values)));
  const legendHeight = chart.series.length > 1 ? 16 : 0;
  const { plot, slot } = drawFrame(
    doc,
    area,
    chart.labels,
    top,
    chart.formatValue ?? defaultFormat,
    legendHeight,
  );
  chart.series.forEach((series, seriesIndex) => {
    const colour = PDF_COLOURS.series[seriesIndex % PDF_COLOURS.series.length];
    const point = (value: number, index: number): [number, number] => [
      plot.x + index * slot + slot / 2,
      plot.y + plot.height - (plot.height * Math.max(0, value)) / top,
    ];
    series.values.forEach((value, index) => {
      const [x, y] = point(value, index);
      if (index === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    doc.lineWidth(1.5).stroke(colour);
    if (legendHeight > 0) {
      const x = area.x + AXIS_WIDTH + seriesIndex * 110;
      doc.rect(x, area.y + 3, 10, 6).fill(colour);
      doc
        .fillColor(PDF_COLOURS.text)
        .fontSize(8)
        .text(series.name, x + 14, area.y + 1, {
          width: 92,
          lineBreak: false,
          ellipsis: true,
        });
    }
  });
}
