import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@clickhouse/client";
import { jstDay } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { AnalyticsStore } from "../src/modules/analytics/analytics-store.ts";
import { createClickHouseAnalyticsStore } from "../src/modules/analytics/clickhouse/clickhouse-analytics-store.ts";
import { embeddedClickHouseClient } from "../src/modules/analytics/clickhouse/embedded-clickhouse.ts";
import { encodeEventRow } from "../src/modules/analytics/event-store.ts";
import { createPostgresAnalyticsStore } from "../src/modules/analytics/postgres-analytics-store.ts";
import { type Database, openDatabase } from "../src/platform/database/database.ts";
import { queryRows } from "../src/platform/database/query-rows.ts";
import { openFreshPostgres } from "../src/testing/shared-services.ts";

const totalEvents = Number(process.env.ANALYTICS_STORES_BENCH_EVENTS ?? 1_000_000);
const eventsPerVisit = 20;
const pages = Array.from({ length: 100 }, () => randomUUID());
const batch = 50_000;
const samples = 10;

/** A database of its own on BENCH_DATABASE_URL's server (dropped afterwards), else PGlite in a temporary folder. */
async function openPostgres(): Promise<{ database: Database; close(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
    return openFreshPostgres();
  }
  const database = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "mekuri-bench-")) });
  await database.migrate();
  return { database, close: () => database.close() };
}

/** One site's day of visits of 20 events each (entry, swipes, engaged time, taps, CTA clicks), encoded once. */
function encodedDay(siteId: string, receivedAt: string): string[] {
  const chunks: string[] = [];
  let rows = "";
  let count = 0;
  const start = Date.parse(receivedAt) - 3_600_000;
  for (let visit = 0; count < totalEvents; visit++) {
    const landing = (visit * 7) % pages.length;
    for (let step = 0; step < eventsPerVisit && count < totalEvents; step++, count++) {
      const page = pages[(landing + Math.floor(step / 4)) % pages.length];
      const common = {
        site_id: siteId,
        session_id: `v${visit}`,
        lang: visit % 4 === 3 ? "en" : "ja",
        occurred_at: start + step * 3000,
        page_id: page,
      };
      const event =
        step === 0
          ? { ...common, type: "page_view", device: ["phone", "phone", "tablet", "desktop"][visit % 4] }
          : step % 4 === 1
            ? { ...common, type: "slide_page" }
            : step % 4 === 2
              ? {
                  ...common,
                  type: "page_engagement",
                  duration_ms: 1000 + ((visit * 37 + step * 101) % 60_000),
                }
              : step % 8 === 7
                ? { ...common, type: "click_cta_btn", target_id: `cta-${landing}` }
                : {
                    ...common,
                    type: "tap",
                    x: (visit * 13 + step * 7) % 1001,
                    y: (visit * 29 + step * 11) % 1001,
                  };
      rows += encodeEventRow(event, receivedAt);
      if ((count + 1) % batch === 0) {
        chunks.push(rows);
        rows = "";
      }
    }
  }
  if (rows) chunks.push(rows);
  return chunks;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(
  name: string,
  store: AnalyticsStore,
  chunks: string[],
  siteId: string,
  day: string,
  storedBytes: () => Promise<number>,
) {
  await store.prepare();
  let started = performance.now();
  for (const rows of chunks) await store.writeEvents(rows);
  const writeSeconds = (performance.now() - started) / 1000;
  const bytes = await storedBytes();
  started = performance.now();
  const rolled = await store.rollUpDays(siteId, [day]);
  const rollSeconds = (performance.now() - started) / 1000;
  const filter = { siteId, from: day, to: day, today: day };
  const reads: [string, () => Promise<unknown>][] = [
    ["pages", () => store.reads.pages(filter)],
    ["page dwell", () => store.reads.dwell(filter, "page")],
    ["flow", () => store.reads.flow(filter)],
    ["sources", () => store.reads.sources(filter)],
  ];
  const times: string[] = [];
  for (const [label, read] of reads) {
    const each: number[] = [];
    for (let sample = 0; sample < samples; sample++) {
      const at = performance.now();
      await read();
      each.push(performance.now() - at);
    }
    times.push(`${label} ${median(each).toFixed(1)} ms`);
  }
  console.log(
    `${name}: write ${Math.round(totalEvents / writeSeconds).toLocaleString()} events/s, ` +
      `${Math.round(bytes / totalEvents)} bytes stored per event; ` +
      `rollup of the site-day ${rollSeconds.toFixed(1)} s = ${Math.round(rolled / rollSeconds).toLocaleString()} events/s; ` +
      `reads (median of ${samples}): ${times.join(", ")}`,
  );
}

/**
 * The same day of one site's events (ANALYTICS_STORES_BENCH_EVENTS, default 1,000,000) written to,
 * rolled up in and read from each analytics store: PostgreSQL (BENCH_DATABASE_URL, else PGlite)
 * and ClickHouse (CLICKHOUSE_URL, else embedded in this process by chdb). The rollup rewrites a
 * site-day whole every minute (decision 039), so its events per second bound the busiest site's
 * day a store keeps up with (docs/operations/scaling.md).
 */
export async function run() {
  const postgres = await openPostgres();
  const { database } = postgres;
  const receivedAt = new Date().toISOString();
  const day = jstDay(new Date(receivedAt));
  console.log(
    `${totalEvents.toLocaleString()} events of one site-day, ${pages.length} pages; PostgreSQL: ${database.kind}; ` +
      `ClickHouse: ${process.env.CLICKHOUSE_URL ? "server" : "embedded (chdb, in the bench's process)"}; ` +
      `load average before: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}`,
  );
  try {
    const postgresSite = randomUUID();
    await measure(
      "PostgreSQL",
      createPostgresAnalyticsStore(database.db, database.eventsDb),
      encodedDay(postgresSite, receivedAt),
      postgresSite,
      day,
      async () => {
        const [row] = await queryRows<{ bytes: number }>(
          database.db,
          sql`select coalesce(sum(pg_total_relation_size(inhrelid)), 0)::float8 as bytes
            from pg_inherits where inhparent = 'analytics_events'::regclass`,
        );
        return Number(row?.bytes ?? 0);
      },
    );
    const clickhouseSite = randomUUID();
    const client = process.env.CLICKHOUSE_URL
      ? createClient({ url: process.env.CLICKHOUSE_URL })
      : embeddedClickHouseClient();
    const name = `mekuri_bench_${Date.now()}`;
    const store = createClickHouseAnalyticsStore({ client, database: name, db: database.db });
    try {
      await measure(
        "ClickHouse",
        store,
        encodedDay(clickhouseSite, receivedAt),
        clickhouseSite,
        day,
        async () => {
          await client.command({ query: `optimize table ${name}.analytics_events final` });
          const result = await client.query({
            query: `select toFloat64(sum(bytes_on_disk)) as bytes from system.parts
            where database = {name:String} and table = 'analytics_events' and active`,
            query_params: { name },
            format: "JSONEachRow",
          });
          return Number((await result.json<{ bytes: number }>())[0]?.bytes ?? 0);
        },
      );
    } finally {
      await client.command({ query: `drop database if exists ${name}` });
      await store.close();
    }
  } finally {
    await postgres.close();
  }
}
