import { randomUUID } from "node:crypto";
import { jstDay } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import { tenant } from "../sites/site-test-helpers.ts";
import { flushAndRollUp, publishedSite, sendEvents } from "./analytics-test-helpers.ts";
import { AnswerCache } from "./answer-cache.ts";
import { bumpRollupVersions } from "./rollup-version.ts";

const ctx = useTestApp();
const today = jstDay(new Date());

const bump = (...siteIds: string[]) => ctx.database.db.transaction((tx) => bumpRollupVersions(tx, siteIds));

/** A read that counts how often it ran and answers that count. */
function counter() {
  const read = { runs: 0, compute: async () => ++read.runs };
  return read;
}

describe("the analysis answer cache", () => {
  it("reads a site's rows once until that site's next rollup, whatever other sites do", async () => {
    const cache = new AnswerCache(ctx.database.db);
    const site = randomUUID();
    const other = randomUUID();
    const read = counter();
    expect(await cache.read(site, "lp", read.compute)).toBe(1);
    expect(await cache.read(site, "lp", read.compute)).toBe(1);
    await bump(other);
    expect(await cache.read(site, "lp", read.compute)).toBe(1);
    await bump(site);
    expect(await cache.read(site, "lp", read.compute)).toBe(2);
    expect(await cache.read(site, "lp", read.compute)).toBe(2);
  });

  it("sees a rollup committed by another process, since the version is in the database", async () => {
    const site = randomUUID();
    const first = new AnswerCache(ctx.database.db);
    const second = new AnswerCache(ctx.database.db);
    const a = counter();
    const b = counter();
    await first.read(site, "pages", a.compute);
    await second.read(site, "pages", b.compute);
    await bump(site);
    expect(await first.read(site, "pages", a.compute)).toBe(2);
    expect(await second.read(site, "pages", b.compute)).toBe(2);
  });

  it("keeps answers per filter set, forgets failed reads and drops the least recently used beyond its size", async () => {
    const cache = new AnswerCache(ctx.database.db, 2);
    const site = randomUUID();
    const reads = { a: counter(), b: counter(), c: counter() };
    await cache.read(site, "a", reads.a.compute);
    await cache.read(site, "b", reads.b.compute);
    await cache.read(site, "a", reads.a.compute);
    await cache.read(site, "c", reads.c.compute);
    expect(await cache.read(site, "a", reads.a.compute)).toBe(1);
    expect(await cache.read(site, "b", reads.b.compute)).toBe(2);

    let failures = 0;
    const failing = async () => {
      failures++;
      throw new Error("database gone");
    };
    await expect(cache.read(site, "failing", failing)).rejects.toThrow("database gone");
    await expect(cache.read(site, "failing", failing)).rejects.toThrow("database gone");
    expect(failures).toBe(2);
  });
});

describe("analysis answers after a rollup", () => {
  it("show the rolled-up events at once, and events not rolled up yet only after the next rollup", async () => {
    const root = await createAccount(ctx, { kind: "master" });
    const owner = await tenant(ctx, { parent: root, plan: "pro" });
    const site = await publishedSite(ctx, owner.token, {
      name: "Cache",
      columns: 1,
      rows: 2,
      multilingual: false,
    });
    const { A1, A2 } = site.pages as Record<string, string>;
    const visit = (session: string, at: number) => [
      { type: "page_view", site_id: site.id, session_id: session, lang: "ja", occurred_at: at, page_id: A1 },
      {
        type: "slide_page",
        site_id: site.id,
        session_id: session,
        lang: "ja",
        occurred_at: at + 1,
        page_id: A1,
      },
      {
        type: "slide_page",
        site_id: site.id,
        session_id: session,
        lang: "ja",
        occurred_at: at + 2,
        page_id: A2,
      },
    ];
    const figures = async () => {
      const [lp, pages] = await Promise.all(
        ["lp", "pages"].map((call) =>
          ctx.app.inject({
            method: "GET",
            url: api(`/analysis/site/${site.id}/${call}?from=${today}&to=${today}`),
            headers: bearer(owner.token),
          }),
        ),
      );
      return {
        sessions: lp!.json().current.sessions,
        views: pages!.json().pages.map((page: { views: number }) => page.views),
      };
    };

    await sendEvents(ctx, visit("c1", Date.now() - 5000));
    await flushAndRollUp(ctx);
    expect(await figures()).toEqual({ sessions: 1, views: [1, 1] });
    await sendEvents(ctx, visit("c2", Date.now() - 4000));
    await ctx.app.events.flush();
    expect(await figures()).toEqual({ sessions: 1, views: [1, 1] });
    await ctx.app.analytics.rollUp();
    expect(await figures()).toEqual({ sessions: 2, views: [2, 2] });
  });
});
