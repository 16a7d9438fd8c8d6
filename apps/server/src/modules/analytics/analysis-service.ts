import {
  type AnalysisQuery,
  addToHistogram,
  checkFeature,
  conversionRate,
  daysOf,
  defaultPeriod,
  dwellPercentile,
  exitRate,
  type FlowResponse,
  type flowDirections,
  funnel,
  jstDay,
  type LpChartResponse,
  type LpFigures,
  type LpSummaryResponse,
  type MessageKey,
  minPagesForRanking,
  type PagesResponse,
  type Period,
  pagesPerSession,
  previousPeriod,
  type RankingEntry,
  type RankingResponse,
  rank,
  rankingAvailable,
  type TapsResponse,
  tapGridSize,
} from "@mekuri/domain";
import type { Db } from "../../platform/database/database.ts";
import { AppError, FieldsRejected, rejectedField } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { assertCapability, capabilitiesOfAccount } from "../plans/account-capabilities.ts";
import { findOwnedSite } from "../tenancy/site-scope.ts";
import type { AnalysisFilter, BucketCount, SiteTotals } from "./analysis-store.ts";
import type { AnalysisReads } from "./analytics-store.ts";
import { AnswerCache } from "./answer-cache.ts";
import { loadSiteStructure, type SiteStructure } from "./site-structure.ts";

/** One analysis call's context: the site (its tree and plan checked), its grid, the filter. */
export interface AnalysisContext {
  site: { id: string; name: string };
  /**
   * The site's grid and names, read at the first call (then shared) and only by the answers that
   * show pages: the LP summary and chart do without (docs/decisions/117).
   */
  structure: () => Promise<SiteStructure>;
  filter: AnalysisFilter;
  period: Period;
}

function histogramsBy(rows: BucketCount[]): Map<string, Map<number, number>> {
  const byKey = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const histogram = byKey.get(row.key) ?? new Map<number, number>();
    byKey.set(row.key, histogram);
    addToHistogram(histogram, row.bucket, row.count);
  }
  return byKey;
}

function figures(totals: SiteTotals, dwell: Map<number, number> | undefined): LpFigures {
  return {
    sessions: totals.sessions,
    pageViews: totals.pageViews,
    pagesPerSession: pagesPerSession(totals.pageViews, totals.sessions),
    convertedSessions: totals.convertedSessions,
    conversions: totals.conversions,
    conversionRate: conversionRate(totals.convertedSessions, totals.sessions),
    medianDwellMs: dwellPercentile(dwell ?? new Map(), 0.5),
  };
}

const emptyTotals: SiteTotals = {
  sessions: 0,
  swipedSessions: 0,
  clickedSessions: 0,
  convertedSessions: 0,
  pageViews: 0,
  conversions: 0,
};

export class AnalysisService {
  constructor(
    private readonly db: Db,
    private readonly store: AnalysisReads,
    private readonly cache = new AnswerCache(db),
  ) {}

  /** A read of the rollups for this filter set, kept until the site's next rollup (answer-cache.ts). */
  private cached<T>(read: string, filter: AnalysisFilter, compute: () => Promise<T>): Promise<T> {
    const { siteId, from, to, today, lang, device } = filter;
    return this.cache.read(siteId, JSON.stringify([read, from, to, today, lang, device]), compute);
  }

  /**
   * The site of the caller's tree (another tree's answers 404, as a missing one), on a plan with
   * `analyticsEffect` (403 otherwise), and the filters checked against the site and today (JST).
   * Unpublished and ended sites stay readable.
   */
  async open(actor: Actor, siteId: string, query: AnalysisQuery, now = new Date()): Promise<AnalysisContext> {
    const { site, owner } = await findOwnedSite(this.db, actor, siteId);
    assertCapability(checkFeature(await capabilitiesOfAccount(this.db, owner), "analyticsEffect"));
    if (query.lang !== undefined && !site.languages.includes(query.lang)) {
      throw new FieldsRejected([rejectedField("lang", "analytics.languageNotOnSite")]);
    }
    const period = query.from && query.to ? { from: query.from, to: query.to } : defaultPeriod(now);
    if (period.from > jstDay(now)) {
      throw new FieldsRejected([rejectedField("from", "analytics.periodInFuture")]);
    }
    let structure: Promise<SiteStructure> | undefined;
    return {
      site: { id: site.id, name: site.name },
      structure: () => {
        structure ??= loadSiteStructure(this.db, site, query.lang);
        return structure;
      },
      period,
      filter: { siteId, ...period, today: jstDay(now), lang: query.lang, device: query.device },
    };
  }

  async lp({ site, filter, period }: AnalysisContext): Promise<LpSummaryResponse> {
    const previous = previousPeriod(period);
    const reads = await this.cached("summary", filter, () => this.store.summary(filter, previous));
    const totals = reads.current;
    return {
      siteId: site.id,
      siteName: site.name,
      period,
      previousPeriod: previous,
      current: figures(totals, histogramsBy(reads.dwell).get("")),
      previous: figures(reads.previous, histogramsBy(reads.previousDwell).get("")),
      funnel: funnel({
        entered: totals.sessions,
        swiped: totals.swipedSessions,
        clicked: totals.clickedSessions,
        converted: totals.convertedSessions,
      }),
      sources: reads.sources,
      devices: reads.devices.map((row) => ({ device: row.device || "unknown", sessions: row.sessions })),
    };
  }

  async chart({ filter, period }: AnalysisContext): Promise<LpChartResponse> {
    const { days: rows, dwell } = await this.cached("chart", filter, () => this.store.chart(filter));
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const histograms = histogramsBy(dwell);
    return {
      period,
      days: daysOf(period).map((day) => ({
        day,
        ...figures(byDay.get(day) ?? emptyTotals, histograms.get(day)),
      })),
    };
  }

  async pages(context: AnalysisContext): Promise<PagesResponse> {
    const { filter, period } = context;
    const [structure, [rows, dwell]] = await Promise.all([
      context.structure(),
      this.cached("pages", filter, () =>
        Promise.all([this.store.pages(filter), this.store.dwell(filter, "page")]),
      ),
    ]);
    const byPage = new Map(rows.map((row) => [row.pageId, row]));
    const histograms = histogramsBy(dwell);
    return {
      period,
      columns: structure.columns,
      rows: structure.rows,
      categories: structure.categories,
      pages: structure.pages.map((page) => {
        const row = byPage.get(page.id);
        const histogram = histograms.get(page.id) ?? new Map<number, number>();
        return {
          pageId: page.id,
          position: page.position,
          columnIndex: page.columnIndex,
          rowIndex: page.rowIndex,
          category: page.category,
          title: page.title,
          visitors: row?.visitors ?? 0,
          views: row?.views ?? 0,
          exits: row?.exits ?? 0,
          exitRate: exitRate(row?.exits ?? 0, row?.visitors ?? 0),
          dwellMedianMs: dwellPercentile(histogram, 0.5),
          dwellP90Ms: dwellPercentile(histogram, 0.9),
          ctaClicks: row?.ctaClicks ?? 0,
          linkClicks: row?.linkClicks ?? 0,
          productClicks: row?.productClicks ?? 0,
          popupClicks: row?.popupClicks ?? 0,
          conversions: row?.conversions ?? 0,
        };
      }),
    };
  }

  /** admin.md §9: rankings need a site of at least 10 pages; a smaller one gets a clear 400. */
  async ranking(
    { structure: loadStructure, filter, period }: AnalysisContext,
    label: (key: MessageKey) => string,
  ): Promise<RankingResponse> {
    const structure = await loadStructure();
    if (!rankingAvailable(structure.pages.length)) {
      throw new AppError(400, "VALIDATION_ERROR", "analytics.rankingNeedsPages", { min: minPagesForRanking });
    }
    const positions = new Map(structure.pages.map((page) => [page.id, page.position]));
    const grouped = new Map<string, RankingEntry & { pages: Set<string> }>();
    for (const row of await this.cached("targets", filter, () => this.store.targets(filter))) {
      const key = `${row.kind}\u0000${row.targetId}`;
      let entry = grouped.get(key);
      if (!entry) {
        const named = structure.labels.get(row.targetId);
        entry = {
          id: row.targetId,
          kind: row.kind,
          label: named || label(`analytics.kind.${row.kind}` as MessageKey),
          pageId: null,
          position: null,
          clicks: 0,
          conversions: 0,
          pages: new Set(),
        };
        grouped.set(key, entry);
      }
      entry.clicks += row.clicks;
      entry.conversions += row.conversions;
      if (row.pageId) entry.pages.add(row.pageId);
    }
    const entries: RankingEntry[] = [...grouped.values()].map(({ pages, ...entry }) => {
      // A target of one page (a button) names it; a form reached from many pages names none.
      const pageId = pages.size === 1 ? [...pages][0]! : null;
      return { ...entry, pageId, position: pageId ? (positions.get(pageId) ?? null) : null };
    });
    const ofKind = (kind: string) => entries.filter((entry) => entry.kind === kind);
    return {
      period,
      conversions: rank(entries, (entry) => entry.conversions),
      ctas: rank(ofKind("cta"), (entry) => entry.clicks),
      popups: rank(ofKind("popup"), (entry) => entry.clicks),
    };
  }

  async taps(
    { structure: loadStructure, filter, period }: AnalysisContext,
    pageId: string,
  ): Promise<TapsResponse> {
    const structure = await loadStructure();
    if (!structure.pages.some((page) => page.id === pageId)) {
      throw new FieldsRejected([rejectedField("page", "analytics.pageNotOnSite")]);
    }
    const cells = await this.cached(`taps:${pageId}`, filter, () => this.store.taps(filter, pageId));
    return {
      period,
      pageId,
      grid: tapGridSize,
      total: cells.reduce((sum, cell) => sum + cell.taps, 0),
      cells,
    };
  }

  async flow({ structure: loadStructure, filter, period }: AnalysisContext): Promise<FlowResponse> {
    const [structure, flow] = await Promise.all([
      loadStructure(),
      this.cached("flow", filter, () => this.store.flow(filter)),
    ]);
    const cells = new Map(structure.pages.map((page) => [page.id, page]));
    const moves = flow.flatMap((move) => {
      const from = cells.get(move.from);
      const to = cells.get(move.to);
      if (!from || !to) return [];
      let direction: (typeof flowDirections)[number] = "jump";
      if (from.columnIndex === to.columnIndex && to.rowIndex === from.rowIndex + 1) direction = "down";
      else if (from.columnIndex === to.columnIndex && to.rowIndex === from.rowIndex - 1) direction = "up";
      else if (from.rowIndex === to.rowIndex && Math.abs(from.columnIndex - to.columnIndex) === 1)
        direction = "across";
      return [{ from: move.from, to: move.to, direction, moves: move.moves }];
    });
    return { period, moves };
  }
}
