import { maxEventTimeMs } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, createAccount, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

const ctx = useTestApp();
let siteId: string;

beforeAll(async () => {
  const account = await createAccount(ctx, { kind: "user" });
  siteId = await insertSiteDraft(ctx.database.db, siteFixture(account.id));
  await publishSite(ctx.database.db, siteId, "PUBLISH", {
    settingFormContact: true,
    settingPopupCta: true,
    poweredBy: false,
  });
});

const event = (overrides: Record<string, unknown> = {}) => ({
  type: "slide_page",
  site_id: siteId,
  page_id: "p1",
  occurred_at: Date.now(),
  session_id: "s-1",
  ...overrides,
});

interface StoredRow {
  type: string;
  page_id: string | null;
  target_id: string | null;
  lang: string | null;
  occurred_at: Date | string;
}

async function storedFor(sessionId: string) {
  await ctx.app.inject({ method: "GET", url: "/healthz" });
  const result = await ctx.database.db.execute(
    sql`select type, page_id, target_id, lang, occurred_at from analytics_events where session_id = ${sessionId}`,
  );
  return (result as unknown as { rows: StoredRow[] }).rows;
}

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: api("/end-user/events"), payload: payload as object, headers });

describe("analytics ingestion", () => {
  it("stores the good events of a batch and drops only the bad ones", async () => {
    const response = await post({
      events: [
        event({ session_id: "mixed", page_id: "good-1" }),
        event({ session_id: "mixed", type: "not_an_event" }),
        event({ session_id: "mixed", occurred_at: "yesterday" }),
        event({ session_id: "mixed", site_id: "6f1c2d3e-0000-4000-8000-000000000000" }),
        event({ session_id: "mixed", type: "click_cta_btn", page_id: "good-2", target_id: "b1" }),
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2, rejected: 3 });
    await ctx.app.events.flush();
    expect((await storedFor("mixed")).map((row) => row.page_id).sort()).toEqual(["good-1", "good-2"]);
  });

  it("refuses taps outside the page box, dwell times out of range and taps past 20 per page and visit, one by one", async () => {
    const tap = (x: unknown, y: unknown, page = "p1") =>
      event({ session_id: "bounds", type: "tap", page_id: page, x, y });
    const dwell = (duration_ms: unknown) =>
      event({ session_id: "bounds", type: "page_engagement", page_id: "p2", duration_ms });
    const response = await post({
      events: [
        tap(0, 1000),
        tap(-1, 5),
        tap(5, 1001),
        tap(500.5, 5),
        dwell(1000),
        dwell(-5),
        dwell(999),
        dwell(1_800_001),
        dwell(1e12),
        dwell(1_800_000),
        // 21 taps on p3 in one batch: the 21st is refused.
        ...Array.from({ length: 21 }, (_, index) => tap(index, index, "p3")),
      ],
    });
    expect(response.json()).toEqual({ accepted: 1 + 2 + 20, rejected: 3 + 4 + 1 });
    await ctx.app.events.flush();
    const stored = await storedFor("bounds");
    expect(stored.filter((row) => row.type === "tap" && row.page_id === "p3")).toHaveLength(20);
    expect(stored).toHaveLength(23);
  });

  it("accepts a beacon sent as text/plain", async () => {
    const response = await post(JSON.stringify({ events: [event({ session_id: "beacon" })] }), {
      "content-type": "text/plain",
    });
    expect(response.statusCode).toBe(202);
    await ctx.app.events.flush();
    expect(await storedFor("beacon")).toHaveLength(1);
  });

  it("refuses an empty, oversized or too long batch without storing anything", async () => {
    expect((await post({ events: [] })).statusCode).toBe(400);
    const tooMany = await post({
      events: Array.from({ length: 51 }, () => event({ session_id: "too-many" })),
    });
    expect(tooMany.statusCode).toBe(400);
    const oversized = await post({ events: [event({ session_id: "huge", page_id: "x".repeat(70_000) })] });
    expect(oversized.statusCode).toBe(413);
    await ctx.app.events.flush();
    expect(await storedFor("too-many")).toHaveLength(0);
    expect(await storedFor("huge")).toHaveLength(0);
  });

  it("answers a malformed envelope or body with the validation or malformed-body error", async () => {
    const notAList = await post({ events: "slide_page" });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: [{ path: "events" }] });
    const notAnObject = await post([event({ session_id: "not-an-envelope" })]);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().code).toBe("VALIDATION_ERROR");
    const broken = await post('{"events": [', { "content-type": "application/json" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe("MALFORMED_BODY");
    const brokenBeacon = await post("not json", { "content-type": "text/plain" });
    expect(brokenBeacon.statusCode).toBe(400);
    expect(brokenBeacon.json().code).toBe("MALFORMED_BODY");
    await ctx.app.events.flush();
    expect(await storedFor("not-an-envelope")).toHaveLength(0);
  });

  it("stores text exactly as sent, and drops an event the database could not store", async () => {
    const awkward = "tab\there\nline \\ back\\slash ✓ 😀";
    const response = await post({
      events: [
        event({ session_id: "verbatim", page_id: awkward, target_id: null, lang: "zh" }),
        event({ session_id: "verbatim", page_id: "nul\u0000inside" }),
        event({ session_id: "verbatim", occurred_at: maxEventTimeMs + 1 }),
        event({ session_id: "verbatim", page_id: "last-instant", occurred_at: maxEventTimeMs }),
      ],
    });
    expect(response.json()).toEqual({ accepted: 2, rejected: 2 });
    await ctx.app.events.flush();
    const rows = await storedFor("verbatim");
    const stored = rows.find((row) => row.page_id !== "last-instant")!;
    expect(stored).toMatchObject({ page_id: awkward, target_id: null, lang: "zh" });
    const last = rows.find((row) => row.page_id === "last-instant")!;
    expect(new Date(last.occurred_at).getTime()).toBe(maxEventTimeMs);
  });

  it("drops the events of a site that is not public, even when it is not yet known", async () => {
    const account = await createAccount(ctx, { kind: "user" });
    const draftId = await insertSiteDraft(ctx.database.db, siteFixture(account.id));
    const response = await post({
      events: [
        event({ session_id: "draft-site", site_id: draftId }),
        event({ session_id: "draft-site", page_id: "public" }),
      ],
    });
    expect(response.json()).toEqual({ accepted: 1, rejected: 1 });
    await ctx.app.events.flush();
    expect((await storedFor("draft-site")).map((row) => row.page_id)).toEqual(["public"]);
  });

  it("answers 202 only once the events are stored, so a crash right after cannot lose them", async () => {
    const response = await post({
      events: [
        event({ session_id: "durable", page_id: "d1" }),
        event({ session_id: "durable", page_id: "d2" }),
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2, rejected: 0 });
    // No flush: what was acknowledged is already in the table.
    expect(ctx.app.events.size).toBe(0);
    expect(await storedFor("durable")).toHaveLength(2);
  });

  it("answers 503 with Retry-After, never 202, when the events cannot be stored in time", async () => {
    await ctx.database.db.execute(sql`alter table analytics_events rename to analytics_events_away`);
    let response: Awaited<ReturnType<typeof post>>;
    try {
      response = await post({ events: [event({ session_id: "not-stored" })] });
    } finally {
      await ctx.database.db.execute(sql`alter table analytics_events_away rename to analytics_events`);
    }
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    await ctx.app.events.flush();
    expect(await storedFor("not-stored")).toHaveLength(0);
  });

  it("writes acknowledged events when the server closes gracefully", async () => {
    const { app } = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await app.ready();
    const response = await app.inject({
      method: "POST",
      url: api("/end-user/events"),
      payload: { events: [event({ session_id: "before-close" })] },
    });
    expect(response.statusCode).toBe(202);
    await app.close();
    expect(await storedFor("before-close")).toHaveLength(1);
  });

  it("stores every event acknowledged over HTTP when the server closes while beacons still arrive", async () => {
    const { app } = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const body = JSON.stringify({
      events: Array.from({ length: 5 }, (_, i) => event({ session_id: "restart", page_id: `p${i}` })),
    });
    let acknowledged = 0;
    let closing: Promise<void> | undefined;
    // Senders keep sending until the server stops answering; the server closes once 100 events are acknowledged.
    const sender = async () => {
      for (;;) {
        try {
          const response = await fetch(`${address}${api("/end-user/events")}`, {
            method: "POST",
            headers: { "content-type": "text/plain" },
            body,
          });
          if (response.status !== 202) return;
          acknowledged += ((await response.json()) as { accepted: number }).accepted;
          if (acknowledged >= 100) closing ??= app.close();
        } catch {
          // Refused or reset once the server stops: never acknowledged.
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, sender));
    await closing;
    expect(acknowledged).toBeGreaterThanOrEqual(100);
    expect(await storedFor("restart")).toHaveLength(acknowledged);
  });
});
