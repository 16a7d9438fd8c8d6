import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../platform/database/database.ts";
import { sites } from "../../platform/database/schema/index.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { bearer, createAccount, createOperator, login } from "../../testing/test-app.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const flags = { settingFormContact: true, settingPopupCta: true, poweredBy: false };

/** Two server processes on one database, as behind a load balancer, sharing Redis. */
describe.runIf(redisUrl)("site cache invalidation through Redis", () => {
  let database: Database;
  let first: App;
  let second: App;
  let siteId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      REDIS_URL: redisUrl,
    });
    ({ app: first } = await buildApp({ config, database, logger: false }));
    ({ app: second } = await buildApp({ config, database, logger: false }));
    await Promise.all([first.ready(), second.ready()]);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  const siteOn = (app: App) => app.inject({ method: "GET", url: `/api/v1/end-user/site/${siteId}` });

  /** Invalidation messages take a moment to travel; a cached row would stay for a minute. */
  async function eventually(app: App, status: number) {
    for (let attempt = 0; attempt < 40; attempt++) {
      if ((await siteOn(app)).statusCode === status) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect((await siteOn(app)).statusCode).toBe(status);
  }

  it("reaches the other process at once when a site is published and unpublished", async () => {
    const account = await createAccount({ app: first, database, config: loadConfig({}) }, { kind: "user" });
    siteId = await insertSiteDraft(database.db, siteFixture(account.id));
    // The second process has read (and cached) the site as not public.
    expect((await siteOn(second)).statusCode).toBe(404);

    await publishSite(database.db, siteId, "PUBLISH", flags);
    await first.published.invalidate(siteId);
    await eventually(second, 200);

    await database.db.update(sites).set({ status: "PRIVATE" }).where(eq(sites.id, siteId));
    await first.published.invalidate(siteId);
    await eventually(second, 404);
  });

  it("keeps a process's cached state without a message (the message is what makes it change)", async () => {
    await database.db.update(sites).set({ status: "PUBLISH" }).where(eq(sites.id, siteId));
    expect((await siteOn(second)).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Without Redis the row would have been re-read after a second.
    expect((await siteOn(second)).statusCode).toBe(404);
    await first.published.invalidate(siteId);
    await eventually(second, 200);
  });

  it("reaches the other process when a terminated contract closes the account's sites", async () => {
    const ctx = { app: first, database, config: loadConfig({}) };
    const master = await createAccount(ctx, { kind: "master" });
    const user = await createAccount(ctx, { kind: "user", parent: master });
    const operator = await createOperator(ctx, { account: master, role: "MASTER" });
    siteId = await insertSiteDraft(database.db, siteFixture(user.id));
    await publishSite(database.db, siteId, "PUBLISH", flags);
    await first.published.invalidate(siteId);
    await eventually(second, 200);

    const response = await first.inject({
      method: "PUT",
      url: `/api/v1/master/user/${user.id}/status`,
      headers: bearer((await login(ctx, operator.email)).access_token),
      payload: { action: "terminate" },
    });
    expect(response.statusCode).toBe(200);
    await eventually(second, 404);
  });
});
