import { jstMonth } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { plans } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import {
  flushAndRollUp,
  type PublishedTestSite,
  publishedSite,
  sendEvents,
} from "../analytics/analytics-test-helpers.ts";
import { tenant } from "../sites/site-test-helpers.ts";

const ctx = useTestApp();
let owner: Awaited<ReturnType<typeof tenant>>;
let busy: PublishedTestSite;
let quiet: PublishedTestSite;

const get = (path: string) => ctx.app.inject({ method: "GET", url: api(path), headers: bearer(owner.token) });

beforeAll(async () => {
  // The Standard plan with 30 page views a month included, each started 1,000 beyond at 500 yen.
  await ctx.database.db
    .update(plans)
    .set({ limitAccess: 30, limitAccessPrice: 500 })
    .where(eq(plans.code, "standard"));
  const root = await createAccount(ctx, { kind: "master" });
  owner = await tenant(ctx, { parent: root, plan: "standard" });
  const single = { columns: 1, rows: 2, multilingual: false };
  busy = await publishedSite(ctx, owner.token, { name: "人気のサイト", ...single });
  quiet = await publishedSite(ctx, owner.token, { name: "静かなサイト", ...single });
  const views = (site: PublishedTestSite, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      type: "slide_page",
      site_id: site.id,
      session_id: `${site.id.slice(0, 8)}-${index}`,
      page_id: site.pages.A1,
      occurred_at: Date.now() - 1000 + index,
    }));
  // 42 visits of a page on one site and 3 on the other: 45 page views this month, 15 over the plan's 30.
  await sendEvents(ctx, views(busy, 42));
  await sendEvents(ctx, views(quiet, 3));
  // A visit viewing the page again is one page view (decision 151): these change nothing.
  await sendEvents(ctx, views(quiet, 3));
  await flushAndRollUp(ctx);
});

describe("monthly page views against the plan's traffic limit", () => {
  it("shows each site's page views of this month on the site list", async () => {
    const response = await get("/site");
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(
      response
        .json()
        .items.map((item: { name: string; page_views_this_month: number }) => [
          item.name,
          item.page_views_this_month,
        ]),
    );
    expect(byName).toEqual({ 人気のサイト: 42, 静かなサイト: 3 });
  });

  it("shows the account's page views, the limit, the overage and its charge on the plan confirmation", async () => {
    const response = await get("/user-plan");
    expect(response.statusCode).toBe(200);
    expect(response.json().page_views).toEqual({
      month: jstMonth(new Date()),
      page_views: 45,
      limit: 30,
      overage: 15,
      overage_charge: 500,
    });
  });

  it("counts nothing twice when the rollup runs again", async () => {
    await flushAndRollUp(ctx);
    expect((await get("/user-plan")).json().page_views.overage).toBe(15);
  });
});
