import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database/query-rows.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { ensureMonthPartitions } from "./event-store.ts";
import { dropExpiredEvents, retentionCutoff } from "./retention.ts";

const ctx = useTestApp();
let masterToken: string;
let userToken: string;

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  masterToken = (await login(ctx, (await createOperator(ctx, { account: root, role: "MASTER" })).email))
    .access_token;
  const user = await createAccount(ctx, { kind: "user", parent: root });
  userToken = (await login(ctx, (await createOperator(ctx, { account: user, role: "USER" })).email))
    .access_token;
});

const partitions = async () =>
  (
    await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select child.relname as name from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid
        join pg_class parent on parent.oid = pg_inherits.inhparent where parent.relname = 'analytics_events'`,
    )
  )
    .map((row) => row.name)
    .sort();

describe("raw analytics event retention", () => {
  it("keeps the current month and the 13 before it by default", () => {
    expect(retentionCutoff(new Date("2026-11-26T03:00:00Z"), 13).toISOString()).toBe(
      "2025-10-01T00:00:00.000Z",
    );
  });

  it("lets the master set the months, refusing anything but 1 to 120, and no one else", async () => {
    const put = (token: string, payload: object) =>
      ctx.app.inject({
        method: "PUT",
        url: api("/master/analytics/retention"),
        headers: { ...bearer(token), "accept-language": "en" },
        payload,
      });
    expect((await put(userToken, { months: 3 })).statusCode).toBe(403);
    const bad = await put(masterToken, { months: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { path: "months", message: "Enter a whole number of months from 1 to 120." },
    ]);
    expect((await put(masterToken, { months: 2 })).statusCode).toBe(200);
    const read = await ctx.app.inject({
      method: "GET",
      url: api("/master/analytics/retention"),
      headers: bearer(masterToken),
    });
    expect(read.json()).toEqual({ months: 2 });
  });

  it("drops whole monthly partitions older than the period and old rows of the default partition", async () => {
    // Retention is 2 months (set above): in November 2026, September 2026 is the oldest kept.
    const now = new Date("2026-11-26T03:00:00Z");
    for (const month of ["2026-07-15", "2026-08-15", "2026-09-15", "2026-11-15"]) {
      await ensureMonthPartitions(ctx.database.db, new Date(`${month}T00:00:00Z`));
    }
    await ctx.database.db.execute(sql`insert into analytics_events_default (received_at, occurred_at, site_id, type, session_id)
      values ('2020-01-01T00:00:00Z', '2020-01-01T00:00:00Z', '00000000-0000-4000-8000-000000000001', 'slide_page', 's')`);
    const result = await dropExpiredEvents(ctx.database.db, now);
    expect(result.dropped.sort()).toEqual(["analytics_events_y2026m07", "analytics_events_y2026m08"]);
    const left = await partitions();
    expect(left).toContain("analytics_events_y2026m09");
    expect(left).not.toContain("analytics_events_y2026m08");
    const [old] = await queryRows<{ count: number }>(
      ctx.database.db,
      sql`select count(*)::int as count from analytics_events_default`,
    );
    expect(old!.count).toBe(0);
  });
});
