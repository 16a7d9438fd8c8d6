import { setTimeout as delay } from "node:timers/promises";
import type { InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishFormSite } from "../../modules/forms/form-site-fixture.ts";
import { api, useTestApp } from "../../testing/test-app.ts";

const contact = { email: "visitor@example.com", company: "Example", topic: "見積もり", channels: ["mail"] };

/**
 * One locked table degrades only what touches it: the form requests that wait for it give up after
 * their lock timeout or their bounded wait for a connection (503 with Retry-After), and the public
 * reads keep their own connections meanwhile (docs/decisions/028-database-capacity-and-timeouts.md).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a locked table", () => {
  const ctx = useTestApp();
  let siteId: string;
  let admin: pg.Client;

  beforeAll(async () => {
    ({ siteId } = await publishFormSite(ctx));
    admin = new pg.Client({ connectionString: (ctx.database as { url?: string }).url });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  let address = 0;
  const timed = async (request: InjectOptions) => {
    const started = Date.now();
    const response = await ctx.app.inject(request);
    return { response, ms: Date.now() - started };
  };
  const submit = () =>
    timed({
      method: "POST",
      url: api(`/end-user/site/${siteId}/contact`),
      payload: { data: contact },
      remoteAddress: `10.9.0.${++address}`,
      headers: { "accept-language": "en" },
    });

  it("answers the forms waiting for it 503 within seconds while public reads and events keep answering", async () => {
    await admin.query("begin");
    await admin.query("lock table form_submissions in access exclusive mode");
    // More form requests than the API's connections (4 in tests), all waiting for the table.
    const forms = Promise.all(Array.from({ length: 10 }, submit));
    await delay(300);
    const counters = await timed({ method: "GET", url: api(`/end-user/site/${siteId}/counters`) });
    const snapshot = await timed({ method: "GET", url: api(`/end-user/site/${siteId}`) });
    const ready = await timed({ method: "GET", url: "/readyz" });
    const events = await timed({
      method: "POST",
      url: api("/end-user/events"),
      payload: {
        events: [{ type: "slide_page", site_id: siteId, occurred_at: Date.now(), session_id: "s" }],
      },
    });
    const answers = await Promise.race([forms, delay(8000, undefined)]);
    await admin.query("rollback");

    expect(counters.response.statusCode).toBe(200);
    expect(snapshot.response.statusCode).toBe(200);
    expect(ready.response.statusCode).toBe(200);
    expect(events.response.statusCode).toBe(202);
    expect(Math.max(counters.ms, snapshot.ms, ready.ms, events.ms)).toBeLessThan(1000);

    expect(answers, "form requests still waiting after 8 s").toBeDefined();
    for (const { response, ms } of answers!) {
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      // At most a bounded wait for a connection (3 s) and a lock timeout (2 s), plus slack.
      expect(ms).toBeLessThan(6500);
    }
    expect((await submit()).response.statusCode).toBe(201);
  });
});
