import type { Locale } from "@mekuri/domain";

/** admin.md §9: the dashboard shows MRR in ten-thousand yen and ARR in hundred-million yen. */
export const tenThousandYen = (yen: number) => yen / 10_000;
export const hundredMillionYen = (yen: number) => yen / 100_000_000;

const tags: Record<Locale, string> = { ja: "ja-JP", en: "en-US", zh: "zh-CN", ko: "ko-KR" };

export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(tags[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

export function formatYen(yen: number, locale: Locale): string {
  return new Intl.NumberFormat(tags[locale], { style: "currency", currency: "JPY" }).format(yen);
}

/** A signed yen amount: "+¥20,000", "−¥30,000". */
export function formatYenChange(yen: number, locale: Locale): string {
  const text = formatYen(Math.abs(yen), locale);
  return yen > 0 ? `+${text}` : yen < 0 ? `−${text}` : text;
}

/**
 * ARR in hundred-million yen: two decimals, or four when that would show a small reseller's
 * ¥480,000 (0.0048) as 0.00.
 */
export function formatHundredMillionYen(yen: number, locale: Locale): string {
  const value = hundredMillionYen(yen);
  return formatNumber(value, locale, value !== 0 && Math.abs(value) < 0.01 ? 4 : 2);
}

/** "2026-04" → "2026/04", the way Japanese business charts label months. */
export const monthLabel = (month: string) => month.replace("-", "/");
