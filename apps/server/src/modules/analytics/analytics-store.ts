import type { Period } from "@mekuri/domain";
import type {
  AnalysisFilter,
  BucketCount,
  ChartReads,
  DeviceRow,
  PageTotals,
  SiteTotals,
  SourceRow,
  SummaryReads,
} from "./analysis-store.ts";

/** The reads of the analysis calls: rollup rows only, never raw events. */
export interface AnalysisReads {
  /** The LP summary's reads at once (one query on PostgreSQL, docs/decisions/117). */
  summary(filter: AnalysisFilter, previous: Period): Promise<SummaryReads>;
  /** The chart's reads at once (one query on PostgreSQL). */
  chart(filter: AnalysisFilter): Promise<ChartReads>;
  siteTotals(filter: AnalysisFilter): Promise<SiteTotals>;
  siteByDay(filter: AnalysisFilter): Promise<(SiteTotals & { day: string })[]>;
  /** Engaged-time histogram of the whole site (`key` ''), per day (`key` the day) or per page. */
  dwell(filter: AnalysisFilter, by: "site" | "day" | "page"): Promise<BucketCount[]>;
  pages(filter: AnalysisFilter): Promise<PageTotals[]>;
  targets(
    filter: AnalysisFilter,
  ): Promise<{ kind: string; targetId: string; pageId: string; clicks: number; conversions: number }[]>;
  sources(filter: AnalysisFilter): Promise<SourceRow[]>;
  devices(filter: AnalysisFilter): Promise<DeviceRow[]>;
  taps(filter: AnalysisFilter, pageId: string): Promise<{ x: number; y: number; taps: number }[]>;
  flow(filter: AnalysisFilter): Promise<{ from: string; to: string; moves: number }[]>;
}

/** The summary's reads from a store's separate reads, concurrently (a store without a merged query). */
export async function summaryOfParts(
  reads: Omit<AnalysisReads, "summary" | "chart">,
  filter: AnalysisFilter,
  previous: Period,
): Promise<SummaryReads> {
  const before = { ...filter, ...previous };
  const [current, previousTotals, dwell, previousDwell, sources, devices] = await Promise.all([
    reads.siteTotals(filter),
    reads.siteTotals(before),
    reads.dwell(filter, "site"),
    reads.dwell(before, "site"),
    reads.sources(filter),
    reads.devices(filter),
  ]);
  return { current, previous: previousTotals, dwell, previousDwell, sources, devices };
}

/** The chart's reads from a store's separate reads, concurrently. */
export async function chartOfParts(
  reads: Omit<AnalysisReads, "summary" | "chart">,
  filter: AnalysisFilter,
): Promise<ChartReads> {
  const [days, dwell] = await Promise.all([reads.siteByDay(filter), reads.dwell(filter, "day")]);
  return { days, dwell };
}

export interface RollupResult {
  siteDays: number;
  events: number;
  watermark: string;
}

export interface RecountResult {
  /** Site-days rolled up again from their raw events, now counted once per session. */
  recounted: number;
  /** Site-days whose raw events are gone: their figures stay counted per event. */
  kept: number;
  events: number;
}

/** A conversion the server recorded (conversions.ts): a raw event like the viewer's. */
export interface ConversionRow {
  receivedAt: string;
  siteId: string;
  pageId: string | null;
  targetId: string;
  lang: string | null;
  sessionId: string;
  kind: string;
}

/**
 * Where analytics events and their rollups live (ARCHITECTURE.md: one store interface, so a
 * ClickHouse store can replace PostgreSQL for a large customer without touching the routes or the
 * screens). PostgreSQL by default; ClickHouse when CLICKHOUSE_URL is set (docs/decisions/087).
 */
export interface AnalyticsStore {
  readonly kind: "postgres" | "clickhouse";
  /** Stores encoded rows (event-store.ts `encodeEventRow`) in one write. */
  writeEvents(rows: string): Promise<void>;
  /** Whether a failed write was refused for its rows' data: the same rows would fail again. */
  isRefusedData(error: unknown): boolean;
  recordConversions(rows: ConversionRow[]): Promise<void>;
  /** Storage for this month's and next month's events; called at start and daily. */
  prepare(now?: Date): Promise<void>;
  /** One incremental run of the rollup job (rollup-job.ts). */
  rollUp(now?: Date): Promise<RollupResult>;
  /**
   * Rolls up again, in batches, the site-days rolled up before per-session counting (recount.ts);
   * nothing once they are done.
   */
  recountPastDays(now?: Date): Promise<RecountResult>;
  /** Rewrites the given days of one site now, whatever the watermark (history with past receipt times). */
  rollUpDays(siteId: string, days: string[]): Promise<number>;
  /** Drops raw events older than the retention period; rollups stay. */
  dropExpired(now?: Date): Promise<{ dropped: string[]; cutoff: string }>;
  readonly reads: AnalysisReads;
  close(): Promise<void>;
}
