import { change } from "@mekuri/domain";

/** Figures as the analytics screen shows them, in the UI language's number format. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A fraction 0–1 as a percentage with one decimal; a dash when nothing was counted. */
export function formatRate(rate: number | null, locale: string): string {
  if (rate === null) return "–";
  return new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate);
}

export interface DurationTexts {
  seconds: (value: string) => string;
  minutes: (minutes: number, seconds: string) => string;
}

/** Milliseconds as seconds with one decimal, or minutes and whole seconds from a minute on. */
export function formatDuration(ms: number | null, texts: DurationTexts): string {
  if (ms === null) return "–";
  if (ms < 60_000) return texts.seconds((ms / 1000).toFixed(1));
  const total = Math.round(ms / 1000);
  return texts.minutes(Math.floor(total / 60), String(total % 60).padStart(2, "0"));
}

export type Trend = "up" | "down" | "flat" | "none";

/**
 * The change from the previous period: a count or a rate compared as they are; no trend when the
 * previous period had nothing (or no rate) to compare with.
 */
export function trendOf(
  current: number | null,
  previous: number | null,
): { trend: Trend; change: number | null } {
  if (current === null || previous === null || previous === 0) return { trend: "none", change: null };
  const ratio = change(current, previous);
  if (ratio === null) return { trend: "none", change: null };
  return { trend: ratio > 0 ? "up" : ratio < 0 ? "down" : "flat", change: Math.abs(ratio) };
}
