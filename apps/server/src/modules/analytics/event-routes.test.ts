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

async function storedFor(sessionId: string) {
  await ctx.app.inject({ method: "GET", url: "/healthz" });
  const result = await ctx.database.db.execute(
    sql`select type, page_id from analytics_events where session_id = ${sessionId}`,
  );
  return (result as unknown as { rows: { type: string; page_id: string }[] }).rows;
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
});
