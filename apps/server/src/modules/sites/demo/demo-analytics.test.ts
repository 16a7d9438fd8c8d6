import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, jstDay, minPagesForRanking } from "@mekuri/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../../../platform/storage/object-storage.ts";
import { api, bearer, createAccount, useTestApp } from "../../../testing/test-app.ts";
import { seedDemoTraffic } from "../../analytics/demo-traffic.ts";
import { tenant } from "../site-test-helpers.ts";
import { createDemoSite } from "./demo-site.ts";

const ctx = useTestApp();
let mediaDir: string;
let siteId: string;
let token: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), "demo-media-"));
  const root = await createAccount(ctx, { kind: "master" });
  const demo = await tenant(ctx, { parent: root, plan: "premium-multilingual" });
  token = demo.token;
  const flags = { settingFormContact: true, settingPopupCta: true, poweredBy: false };
  siteId = await createDemoSite(ctx.database.db, createLocalStorage(mediaDir), demo.account.id, flags);
  await seedDemoTraffic(ctx.database.db, siteId);
}, 180_000);
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const today = jstDay(new Date());
const figures = (call: string) =>
  ctx.app.inject({
    method: "GET",
    url: api(`/analysis/site/${siteId}/${call}?from=${addDays(today, -29)}&to=${today}`),
    headers: bearer(token),
  });

describe("the demo site's analytics on a first start", () => {
  it("has the pages rankings need, each with visitors", async () => {
    const { pages } = (await figures("pages")).json() as {
      pages: { position: string; visitors: number }[];
    };
    expect(pages.length).toBeGreaterThanOrEqual(minPagesForRanking);
    // C3 is the demo's empty cell (the viewer opens A1 instead); every page with content is visited.
    const unvisited = pages.filter((page) => page.position !== "C3" && page.visitors === 0);
    expect(unvisited).toEqual([]);
  });

  it("shows its CV, CTA and popup rankings instead of the 'needs 10 pages' message", async () => {
    const response = await figures("ranking");
    expect(response.statusCode, response.body).toBe(200);
    const ranking = response.json();
    expect(ranking.conversions.length).toBeGreaterThan(0);
    expect(ranking.ctas.length).toBeGreaterThan(2);
    expect(ranking.popups.length).toBeGreaterThan(0);
  });
});
