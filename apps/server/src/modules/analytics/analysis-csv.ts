import {
  type Locale,
  type LpChartResponse,
  type MessageKey,
  type PagesResponse,
  type RankingResponse,
  toCsv,
  translate,
} from "@mekuri/domain";

/**
 * The analysis exports: UTF-8 with a BOM and CRLF lines (the project's `toCsv`), headers in the
 * caller's language, rates in percent and durations in seconds so a spreadsheet reads them as is.
 */
const percent = (rate: number | null) => (rate === null ? "" : Math.round(rate * 10_000) / 100);
const seconds = (ms: number | null) => (ms === null ? "" : Math.round(ms / 100) / 10);

function header(locale: Locale, keys: string[]) {
  return keys.map((key) => translate(`analytics.csv.${key}` as MessageKey, locale));
}

export function lpCsv(chart: LpChartResponse, locale: Locale): string {
  const rows = chart.days.map((day) => [
    day.day,
    day.sessions,
    day.pageViews,
    day.pagesPerSession ?? "",
    day.convertedSessions,
    day.conversions,
    percent(day.conversionRate),
    seconds(day.medianDwellMs),
  ]);
  return toCsv([
    header(locale, [
      "day",
      "sessions",
      "pageViews",
      "pagesPerSession",
      "convertedSessions",
      "conversions",
      "conversionRate",
      "medianDwell",
    ]),
    ...rows,
  ]);
}

export function pagesCsv(pages: PagesResponse, locale: Locale): string {
  const rows = pages.pages.map((page) => [
    page.position,
    page.category,
    page.title,
    page.visitors,
    page.views,
    page.exits,
    percent(page.exitRate),
    seconds(page.dwellMedianMs),
    seconds(page.dwellP90Ms),
    page.ctaClicks,
    page.linkClicks,
    page.productClicks,
    page.popupClicks,
    page.conversions,
  ]);
  return toCsv([
    header(locale, [
      "position",
      "category",
      "title",
      "visitors",
      "views",
      "exits",
      "exitRate",
      "medianDwell",
      "dwellP90",
      "ctaClicks",
      "linkClicks",
      "productClicks",
      "popupClicks",
      "conversions",
    ]),
    ...rows,
  ]);
}

export function rankingCsv(ranking: RankingResponse, locale: Locale): string {
  const rows = (["conversions", "ctas", "popups"] as const).flatMap((name) =>
    ranking[name].map((entry, index) => [
      translate(`analytics.ranking.${name}`, locale),
      index + 1,
      translate(`analytics.kind.${entry.kind}` as MessageKey, locale),
      entry.label,
      entry.position ?? "",
      entry.clicks,
      entry.conversions,
    ]),
  );
  return toCsv([
    header(locale, ["ranking", "rank", "kind", "label", "position", "clicks", "conversions"]),
    ...rows,
  ]);
}
