import {
  type Locale,
  type LpChartResponse,
  type LpFigures,
  type LpSummaryResponse,
  type MessageKey,
  type MessageParams,
  minPagesForRanking,
  type PagesResponse,
  type RankingEntry,
  type RankingResponse,
  translate,
} from "@mekuri/domain";
import { createPdfDocument } from "../../platform/pdf/pdf-document.ts";

export interface AnalysisReport {
  summary: LpSummaryResponse;
  chart: LpChartResponse;
  pages: PagesResponse;
  /** Undefined for a site of fewer than 10 pages (admin.md §9): the report says why instead. */
  ranking: RankingResponse | undefined;
  filter: { lang?: string; device?: string };
  generatedAt: Date;
}

/** Figures written as the console shows them: grouped digits, percent with one decimal, seconds. */
function formats(locale: Locale) {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const seconds = new Intl.NumberFormat(locale, { style: "unit", unit: "second", maximumFractionDigits: 1 });
  return {
    count: (value: number) => count.format(value),
    decimal: (value: number | null) => (value === null ? "–" : decimal.format(value)),
    percent: (rate: number | null) => (rate === null ? "–" : `${decimal.format(rate * 100)}%`),
    seconds: (ms: number | null) => (ms === null ? "–" : seconds.format(ms / 1000)),
    change: (current: number | null, previous: number | null) => {
      if (current === null || previous === null || previous === 0) return "–";
      const change = ((current - previous) / previous) * 100;
      return `${change > 0 ? "+" : ""}${decimal.format(change)}%`;
    },
  };
}

/**
 * The period's report of one site (admin.md §7 export-pdf): summary with the previous period and
 * the funnel, the daily chart, the page table and the rankings, in the operator's UI language.
 */
export async function analysisPdf(report: AnalysisReport, locale: Locale): Promise<Buffer> {
  const t = (key: MessageKey, params?: MessageParams) => translate(key, locale, params);
  const f = formats(locale);
  const { summary, chart, pages, ranking, filter } = report;
  const pdf = await createPdfDocument({
    title: `${summary.siteName} – ${t("analytics.pdf.title")}`,
    language: locale,
    pageLabel: (page, total) => t("analytics.pdf.pageNumber", { page, total }),
  });
  const at = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Tokyo",
    dateStyle: "short",
    timeStyle: "short",
  }).format(report.generatedAt);

  pdf.heading(summary.siteName).text(t("analytics.pdf.title"), { size: 12 });
  pdf.text(
    t("analytics.pdf.period", {
      from: summary.period.from,
      to: summary.period.to,
      previousFrom: summary.previousPeriod.from,
      previousTo: summary.previousPeriod.to,
    }),
    { muted: true },
  );
  pdf.text(
    t("analytics.pdf.filters", {
      lang: filter.lang ?? t("analytics.pdf.all"),
      device: filter.device
        ? t(`analytics.pdf.device.${filter.device}` as MessageKey)
        : t("analytics.pdf.all"),
      at,
    }),
    { muted: true },
  );

  const { current, previous } = summary;
  const rows: [MessageKey, (figures: LpFigures) => number | null, (value: number | null) => string][] = [
    ["analytics.csv.sessions", (x) => x.sessions, (v) => f.count(v ?? 0)],
    ["analytics.csv.pageViews", (x) => x.pageViews, (v) => f.count(v ?? 0)],
    ["analytics.csv.pagesPerSession", (x) => x.pagesPerSession, f.decimal],
    ["analytics.csv.conversions", (x) => x.conversions, (v) => f.count(v ?? 0)],
    ["analytics.csv.conversionRate", (x) => x.conversionRate, f.percent],
    ["analytics.csv.medianDwell", (x) => x.medianDwellMs, f.seconds],
  ];
  const label = (key: MessageKey) => t(key).replace(/[（(][^)）]*[)）]$/, "");
  pdf.heading(t("analytics.pdf.summary"), 2);
  pdf.figures(rows.map(([key, pick, format]) => ({ label: label(key), value: format(pick(current)) })));
  pdf.table(
    [
      { header: t("analytics.pdf.figure"), weight: 2 },
      { header: t("analytics.pdf.current"), align: "right" },
      { header: t("analytics.pdf.previous"), align: "right" },
      { header: t("analytics.pdf.change"), align: "right" },
    ],
    rows.map(([key, pick, format]) => [
      label(key),
      format(pick(current)),
      format(pick(previous)),
      f.change(pick(current), pick(previous)),
    ]),
  );

  pdf.heading(t("analytics.pdf.funnel"), 2);
  pdf.table(
    [
      { header: t("analytics.pdf.step"), weight: 2 },
      { header: t("analytics.csv.sessions"), align: "right" },
      { header: t("analytics.pdf.ofEntered"), align: "right" },
      { header: t("analytics.pdf.ofPrevious"), align: "right" },
    ],
    summary.funnel.map((step) => [
      t(`analytics.pdf.step.${step.step}` as MessageKey),
      f.count(step.sessions),
      f.percent(step.ofEntered),
      f.percent(step.ofPrevious),
    ]),
  );

  const days = chart.days.map((day) => day.day.slice(5).replace("-", "/"));
  pdf.heading(t("analytics.pdf.daily"), 2, 180);
  pdf.lineChart({
    labels: days,
    series: [
      { name: t("analytics.csv.sessions"), values: chart.days.map((day) => day.sessions) },
      { name: t("analytics.csv.pageViews"), values: chart.days.map((day) => day.pageViews) },
    ],
  });
  pdf.text(t("analytics.csv.conversions"), { size: 9 });
  pdf.barChart({ labels: days, values: chart.days.map((day) => day.conversions), height: 110 });

  pdf.heading(t("analytics.pdf.pages"), 2);
  pdf.table(
    [
      { header: t("analytics.csv.position") },
      { header: t("analytics.csv.title"), weight: 2.2 },
      { header: t("analytics.csv.visitors"), align: "right", weight: 1.1 },
      { header: label("analytics.csv.exitRate"), align: "right", weight: 1.1 },
      { header: label("analytics.csv.medianDwell"), align: "right", weight: 1.1 },
      { header: label("analytics.csv.dwellP90"), align: "right", weight: 1.1 },
      { header: t("analytics.csv.clicks"), align: "right", weight: 1.1 },
      { header: t("analytics.csv.conversions"), align: "right", weight: 1.1 },
    ],
    pages.pages.map((page) => [
      page.position,
      [page.category, page.title].filter(Boolean).join(" / "),
      f.count(page.visitors),
      f.percent(page.exitRate),
      f.seconds(page.dwellMedianMs),
      f.seconds(page.dwellP90Ms),
      f.count(page.ctaClicks + page.linkClicks + page.productClicks + page.popupClicks),
      f.count(page.conversions),
    ]),
  );

  pdf.heading(t("analytics.pdf.rankings"), 2);
  if (!ranking) {
    pdf.text(t("analytics.rankingNeedsPages", { min: minPagesForRanking }));
  } else {
    const rankingTable = (key: MessageKey, entries: RankingEntry[]) => {
      pdf.text(t(key), { size: 11 });
      if (entries.length === 0) {
        pdf.text(t("analytics.pdf.noEntries"), { muted: true });
        return;
      }
      pdf.table(
        [
          { header: t("analytics.csv.rank"), weight: 0.7 },
          { header: t("analytics.csv.label"), weight: 3 },
          { header: t("analytics.csv.kind"), weight: 1.4 },
          { header: t("analytics.csv.position") },
          { header: t("analytics.csv.clicks"), align: "right" },
          { header: t("analytics.csv.conversions"), align: "right" },
        ],
        entries.map((entry, index) => [
          String(index + 1),
          entry.label,
          t(`analytics.kind.${entry.kind}` as MessageKey),
          entry.position ?? "–",
          f.count(entry.clicks),
          f.count(entry.conversions),
        ]),
      );
    };
    rankingTable("analytics.ranking.conversions", ranking.conversions);
    rankingTable("analytics.ranking.ctas", ranking.ctas);
    rankingTable("analytics.ranking.popups", ranking.popups);
  }
  return pdf.finish();
}
