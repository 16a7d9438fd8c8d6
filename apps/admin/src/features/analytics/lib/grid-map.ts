import type { PageFigures, PagesResponse } from "@mekuri/domain";
import { ratio } from "@mekuri/domain";

export const gridMetrics = ["reach", "exitRate"] as const;
export type GridMetric = (typeof gridMetrics)[number];

export interface GridCell {
  columnIndex: number;
  rowIndex: number;
  page: PageFigures | undefined;
  /** Reach rate: visits that reached the page ÷ visits of the period. */
  reach: number | null;
  exitRate: number | null;
  /** 0–1 for the shade: the value against the highest of the grid. */
  intensity: number | null;
}

/**
 * The site's categories × pages as a grid (columns are categories, rows pages within them), each
 * cell with its reach and exit rate, and a shade relative to the grid's highest value so the
 * differences show even when every rate is small.
 */
export function gridCells(pages: PagesResponse, sessions: number, metric: GridMetric): GridCell[][] {
  const byCell = new Map(pages.pages.map((page) => [`${page.columnIndex}:${page.rowIndex}`, page]));
  const value = (page: PageFigures | undefined) => {
    if (!page) return null;
    return metric === "reach" ? ratio(page.visitors, sessions) : page.exitRate;
  };
  const highest = Math.max(0, ...pages.pages.map((page) => value(page) ?? 0));
  return Array.from({ length: pages.rows }, (_, rowIndex) =>
    Array.from({ length: pages.columns }, (_, columnIndex) => {
      const page = byCell.get(`${columnIndex}:${rowIndex}`);
      const own = value(page);
      return {
        columnIndex,
        rowIndex,
        page,
        reach: page ? ratio(page.visitors, sessions) : null,
        exitRate: page?.exitRate ?? null,
        intensity: own === null ? null : highest > 0 ? own / highest : 0,
      };
    }),
  );
}

const white = [255, 255, 255] as const;
/** Ink 9 for reach (more is better), a deep coral for exits (more is worse). */
const fullShade: Record<GridMetric, readonly [number, number, number]> = {
  reach: [27, 42, 78],
  exitRate: [178, 51, 12],
};

function luminance([r, g, b]: readonly number[]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** WCAG contrast ratio of two sRGB colours. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A cell's background, from white (nothing) to the metric's full shade, and the text colour (near
 * black or white) that reads best on it. Mid shades where neither reaches WCAG AA's 4.5:1 are
 * skipped: the cell takes the next darker shade, so the order of shades still follows the values.
 */
export function cellColours(
  intensity: number | null,
  metric: GridMetric,
): { background: string; text: string } {
  if (intensity === null) return { background: "rgb(248, 249, 250)", text: "rgb(73, 80, 87)" };
  const dark = [33, 37, 41];
  const mix = (share: number) =>
    white.map((channel, index) => Math.round(channel + (fullShade[metric][index]! - channel) * share));
  // Shares on a grid of hundredths, so every skipped mid shade lands on the same darker one. A floor
  // of 8 % keeps a cell with a few visits apart from an empty one.
  let hundredths = Math.round(8 + 92 * Math.min(1, Math.max(0, intensity)));
  let mixed = mix(hundredths / 100);
  while (Math.max(contrastRatio(mixed, dark), contrastRatio(mixed, white)) < 4.5 && hundredths < 100) {
    hundredths += 1;
    mixed = mix(hundredths / 100);
  }
  const text = contrastRatio(mixed, dark) >= contrastRatio(mixed, white) ? dark : white;
  return { background: `rgb(${mixed.join(", ")})`, text: `rgb(${text.join(", ")})` };
}
