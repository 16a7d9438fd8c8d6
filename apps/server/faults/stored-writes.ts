import { eventsPerBatch, type WriteTally } from "./write-load.ts";

/** A query on the server's database after the fact: a pg client's or PGlite's `query`. */
export type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface WriteCount {
  acknowledged: number;
  stored: number;
  /** Acknowledged and not stored: must be 0. */
  lost: number;
  /** Stored though never acknowledged (the answer was cut by the fault): allowed. */
  storedUnacknowledged: number;
}

export interface StoredReport {
  events: WriteCount;
  forms: WriteCount;
  /** The last acknowledged save and the one the database holds (at least as recent). */
  siteSave?: { lastAcknowledged: number; stored: number };
}

function count(acknowledged: string[], stored: Map<string, number>, each: number): WriteCount {
  const acked = new Set(acknowledged);
  let lost = 0;
  for (const id of acked) if ((stored.get(id) ?? 0) < each) lost += 1;
  let storedUnacknowledged = 0;
  for (const id of stored.keys()) if (!acked.has(id)) storedUnacknowledged += 1;
  return {
    acknowledged: acked.size * each,
    stored: [...stored.values()].reduce((sum, n) => sum + n, 0),
    lost: lost * each,
    storedUnacknowledged: storedUnacknowledged * each,
  };
}

/** Reads back every write of the load's tag and compares it with what was acknowledged. */
export async function countStoredWrites(
  query: Query,
  tag: string,
  tally: WriteTally,
  siteId?: string,
): Promise<StoredReport> {
  const like = `${tag}-%`;
  const events = await query(
    "select session_id as id, count(*)::int as n from analytics_events where session_id like $1 group by session_id",
    [like],
  );
  const forms = await query(
    "select idempotency_key as id, 1 as n from form_submissions where idempotency_key like $1",
    [like],
  );
  const rowsById = (rows: Record<string, unknown>[]) =>
    new Map(rows.map((row) => [row.id as string, Number(row.n)]));
  const report: StoredReport = {
    events: count(tally.events, rowsById(events.rows), eventsPerBatch),
    forms: count(tally.forms, rowsById(forms.rows), 1),
  };
  if (siteId && tally.lastSave >= 0) {
    const site = await query("select name from sites where id = $1", [siteId]);
    const name = String(site.rows[0]?.name ?? "");
    report.siteSave = {
      lastAcknowledged: tally.lastSave,
      stored: name.startsWith(`${tag}-s`) ? Number(name.slice(tag.length + 2)) : -1,
    };
  }
  return report;
}

/** One line for the suite's output and docs/performance.md. */
export function describeReport(scenario: string, report: StoredReport, tally: WriteTally) {
  const part = (name: string, c: WriteCount) =>
    `${name} ${c.acknowledged} acknowledged / ${c.stored} stored / ${c.lost} lost (${c.storedUnacknowledged} stored unacknowledged)`;
  const save = report.siteSave
    ? `; site saves: last acknowledged #${report.siteSave.lastAcknowledged}, stored #${report.siteSave.stored}`
    : "";
  const refused = Object.entries(tally.refused)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  return `${scenario}: ${part("events", report.events)}; ${part("contact forms", report.forms)}${save}; other answers {${refused}}`;
}
