import { Readable } from "node:stream";
import type { ClickHouseClient } from "@clickhouse/client";
import { jstDay } from "@mekuri/domain";
import type { Db } from "../../../platform/database/database.ts";
import { PostgresAnalysisReads } from "../analysis-store.ts";
import type { AnalyticsStore, ConversionRow } from "../analytics-store.ts";
import { eventColumns } from "../event-store.ts";
import { recountPastDays } from "../recount.ts";
import { readRetentionMonths, retentionCutoff } from "../retention.ts";
import { rollUp, rollUpDays } from "../rollup-job.ts";
import { clickhouseReads } from "./clickhouse-reads.ts";
import { clickhouseSiteDays, clickhouseTime } from "./clickhouse-rollup.ts";
import { createTables, tableNames } from "./clickhouse-schema.ts";

/**
 * ClickHouse's codes for input it cannot parse or store (CANNOT_PARSE_*, TYPE_MISMATCH,
 * INCORRECT_DATA, …): the same rows would fail again, so the event buffer drops them one by one
 * instead of retrying.
 */
const refusedDataCodes = new Set(["6", "27", "32", "38", "41", "53", "69", "70", "72", "117", "130"]);

/**
 * The encoded rows are PostgreSQL's COPY text format, whose escapes and `\N` ClickHouse's
 * TabSeparated format shares; only the two ISO times at the start of a row are rewritten into the
 * form ClickHouse parses without a setting.
 */
const leadingTimes =
  /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d:\d\d\.\d{3})Z\t(\d{4}-\d\d-\d\d)T(\d\d:\d\d:\d\d\.\d{3})Z\t/gm;

export interface ClickHouseStoreOptions {
  client: ClickHouseClient;
  /** The ClickHouse database of the tables (created when missing). */
  database: string;
  /** PostgreSQL: the site-day totals read by the analysis calls, the retention setting. */
  db: Db;
  /** PostgreSQL for the rollup's lock and watermark (work-kinds.ts `background`); `db` when not given. */
  backgroundDb?: Db;
}

/**
 * Analytics events and rollups in ClickHouse (docs/decisions/087), for a customer whose raw events
 * outgrow PostgreSQL (docs/operations/scaling.md). Selected by CLICKHOUSE_URL.
 */
export function createClickHouseAnalyticsStore({
  client,
  database,
  db,
  backgroundDb = db,
}: ClickHouseStoreOptions): AnalyticsStore {
  const t = tableNames(database);
  const siteDays = clickhouseSiteDays(client, t);
  let prepared: Promise<void> | undefined;
  const ready = () => {
    prepared ??= createTables(client, t).catch((error: unknown) => {
      prepared = undefined;
      throw error;
    });
    return prepared;
  };

  return {
    kind: "clickhouse",
    async writeEvents(rows) {
      await ready();
      await client.insert({
        table: t.events,
        values: Readable.from([Buffer.from(rows.replace(leadingTimes, "$1 $2\t$3 $4\t"))], {
          objectMode: false,
        }),
        format: "TabSeparated",
        columns: [...eventColumns],
      });
    },
    isRefusedData(error) {
      const code = (error as { code?: unknown } | undefined)?.code;
      return typeof code === "string" && refusedDataCodes.has(code);
    },
    async recordConversions(rows: ConversionRow[]) {
      if (rows.length === 0) return;
      await ready();
      await client.insert({
        table: t.events,
        values: rows.map((row) => ({
          received_at: clickhouseTime(row.receivedAt),
          occurred_at: clickhouseTime(row.receivedAt),
          site_id: row.siteId,
          type: "conversion",
          page_id: row.pageId,
          target_id: row.targetId,
          lang: row.lang,
          session_id: row.sessionId,
          conversion: row.kind,
        })),
        format: "JSONEachRow",
      });
    },
    prepare: () => ready(),
    async rollUp(now) {
      await ready();
      return rollUp(backgroundDb, now, siteDays);
    },
    async recountPastDays(now) {
      await ready();
      return recountPastDays(backgroundDb, siteDays, now);
    },
    async rollUpDays(siteId, days) {
      await ready();
      return rollUpDays(backgroundDb, siteId, days, siteDays);
    },
    async dropExpired(now = new Date()) {
      await ready();
      const cutoff = retentionCutoff(now, await readRetentionMonths(db));
      const parts = await (
        await client.query({
          query: `select distinct partition from system.parts
            where database = {database:String} and table = 'analytics_events' and active order by partition`,
          query_params: { database },
          format: "JSONEachRow",
        })
      ).json<{ partition: string }>();
      const dropped: string[] = [];
      for (const { partition } of parts) {
        const match = /^(\d{4})(\d{2})$/.exec(partition);
        if (!match) continue;
        const end = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
        if (end > cutoff) continue;
        await client.command({ query: `alter table ${t.events} drop partition ${partition}` });
        dropped.push(`analytics_events_y${match[1]}m${match[2]}`);
      }
      return { dropped, cutoff: jstDay(cutoff) };
    },
    reads: clickhouseReads(client, t, new PostgresAnalysisReads(db)),
    close: () => client.close(),
  };
}
