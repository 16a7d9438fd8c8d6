import { finished } from "node:stream/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Db } from "../../platform/database/database.ts";
import type { WireEvent } from "./event-check.ts";

/**
 * Analytics events are the hot write path: a time-partitioned table (one partition a month by the
 * server's receipt time, plus a default partition so nothing is ever refused), written by COPY in
 * PostgreSQL's text format. Each accepted event is encoded into its row once, at receipt; a flush
 * only joins the rows and streams them.
 */
export function monthPartition(at: Date) {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const from = new Date(Date.UTC(year, month, 1)).toISOString();
  const to = new Date(Date.UTC(year, month + 1, 1)).toISOString();
  return { name: `analytics_events_y${year}m${String(month + 1).padStart(2, "0")}`, from, to };
}

export async function ensureMonthPartitions(db: Db, now = new Date()) {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  // "if not exists" is not safe against a second process starting at the same moment; the lock is.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mekuri.analytics_partitions'))`);
    for (const part of [monthPartition(now), monthPartition(next)]) {
      await tx.execute(
        sql.raw(
          `create table if not exists "${part.name}" partition of analytics_events for values from ('${part.from}') to ('${part.to}')`,
        ),
      );
    }
  });
}

/** The stored columns: the receipt time, then every event field under its wire name. */
export const eventColumns = [
  "received_at",
  "occurred_at",
  "site_id",
  "type",
  "page_id",
  "target_id",
  "popup_id",
  "lang",
  "session_id",
  "variation_id",
  "experiment_id",
  "device",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "duration_ms",
  "x",
  "y",
] as const;

const copyColumns = `analytics_events (${eventColumns.join(", ")})`;

const specialCharacters = /[\\\t\n\r]/;
const escapes: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** A text value in COPY's text format (NULL is `\N`; backslash, tab and line breaks are escaped). */
function copyText(value: unknown): string {
  if (value === undefined || value === null) return "\\N";
  const text = value as string;
  return specialCharacters.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => escapes[char]!) : text;
}

/** An integer the check has bounded, or `\N`. */
function copyInteger(value: unknown): string {
  return typeof value === "number" ? String(value) : "\\N";
}

const noEntry = "\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N";
const noMeasure = "\\N\t\\N\t\\N";

/**
 * One checked event (see event-check.ts) as one COPY row. The check guarantees every value of the
 * event's type fits its column, so a stored batch never fails on one event's data; keys that do
 * not belong to the event's type are ignored, as the schema ignores them.
 */
export function encodeEventRow(event: WireEvent, receivedAt: string): string {
  const type = event.type as string;
  const interaction = type !== "page_view" && type !== "page_engagement" && type !== "tap";
  const head = `${receivedAt}\t${new Date(event.occurred_at as number).toISOString()}\t${event.site_id}\t${type}\t${copyText(event.page_id)}\t${interaction ? copyText(event.target_id) : "\\N"}\t${interaction ? copyText(event.popup_id) : "\\N"}\t${copyText(event.lang)}\t${copyText(event.session_id)}\t${copyText(event.variation_id)}\t${copyText(event.experiment_id)}`;
  if (interaction) return `${head}\t${noEntry}\t${noMeasure}\n`;
  if (type === "page_view") {
    return `${head}\t${event.device}\t${copyText(event.referrer_host)}\t${copyText(event.utm_source)}\t${copyText(event.utm_medium)}\t${copyText(event.utm_campaign)}\t${copyText(event.utm_content)}\t${copyText(event.utm_term)}\t${noMeasure}\n`;
  }
  if (type === "page_engagement") return `${head}\t${noEntry}\t${copyInteger(event.duration_ms)}\t\\N\t\\N\n`;
  return `${head}\t${noEntry}\t\\N\t${copyInteger(event.x)}\t${copyInteger(event.y)}\n`;
}

let receiptMs = 0;
let receiptIso = "";
/** The receipt time as COPY text; formatted once per millisecond, however many events arrive in it. */
export function receiptTime(): string {
  const now = Date.now();
  if (now !== receiptMs) {
    receiptMs = now;
    receiptIso = new Date(now).toISOString();
  }
  return receiptIso;
}

/** Stores encoded rows in one COPY: streamed from memory on PostgreSQL, handed over as a blob on PGlite. */
export type EventWriter = (rows: string) => Promise<void>;

export function createEventWriter(db: Db): EventWriter {
  // The driver's own client, which drizzle exposes; COPY is not part of a query builder.
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return async (rows) => {
      const connection = await client.connect();
      try {
        const copy = connection.query(copyFrom(`copy ${copyColumns} from stdin`));
        copy.end(rows);
        await finished(copy);
        connection.release();
      } catch (error) {
        // A connection that failed mid-COPY is not trusted again.
        connection.release(error as Error);
        throw error;
      }
    };
  }
  // PGlite is imported only by a process that opened an embedded database (decision 136), which
  // has loaded it already by the time events are written.
  return async (rows) => {
    const { PGlite } = await import("@electric-sql/pglite");
    if (!(client instanceof PGlite))
      throw new Error("Analytics events need a PGlite or node-postgres database");
    await client.query(`copy ${copyColumns} from '/dev/blob'`, [], { blob: new Blob([rows]) });
  };
}
