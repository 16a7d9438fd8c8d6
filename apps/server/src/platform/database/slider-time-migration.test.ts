import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertSiteDraft } from "../../modules/sites/site-draft-writer.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { sitePageDetails, siteSnapshots } from "./schema/index.ts";

const ctx = useTestApp();
const migration = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../drizzle/0005_slider_time_opt_in.sql",
);

describe("the slider-time migration", () => {
  it("drops the old default of 3 seconds from stored pages and snapshots, renewing their ETags", async () => {
    const { db } = ctx.database;
    const account = await createAccount(ctx, { kind: "user" });
    const siteId = await insertSiteDraft(db, siteFixture(account.id));
    await db.execute(
      sql`update site_page_details set detail = jsonb_set(detail, '{sliderTime}', '3'::jsonb)
          where page_id in (select id from site_pages where site_id = ${siteId})`,
    );
    // One page whose operator set 5 seconds keeps them.
    const [chosen] = await db
      .select({ pageId: sitePageDetails.pageId, lang: sitePageDetails.lang })
      .from(sitePageDetails)
      .limit(1);
    await db
      .update(sitePageDetails)
      .set({ detail: sql`jsonb_set(detail, '{sliderTime}', '5'::jsonb)` })
      .where(and(eq(sitePageDetails.pageId, chosen!.pageId), eq(sitePageDetails.lang, chosen!.lang)));
    const page = (sliderTime: number) => ({ detail: { mainText: "x", sliderTime } });
    await db.insert(siteSnapshots).values({
      siteId,
      version: 1,
      lang: "ja",
      publicData: { categories: [{ pages: [page(3), page(8)] }] },
      privateData: { pages: [{ content: page(3) }] },
      etag: '"abc"',
    });

    const statements = (await readFile(migration, "utf8")).split("--> statement-breakpoint");
    for (const statement of statements) await db.execute(sql.raw(statement));

    const details = await db.select({ detail: sitePageDetails.detail }).from(sitePageDetails);
    const times = details.map((row) => (row.detail as { sliderTime: number }).sliderTime);
    expect(times).toContain(5);
    expect(times.filter((time) => time === 3)).toEqual([]);
    const [snapshot] = await db.select().from(siteSnapshots).where(eq(siteSnapshots.siteId, siteId));
    expect(snapshot!.publicData).toEqual({ categories: [{ pages: [page(0), page(8)] }] });
    expect(snapshot!.privateData).toEqual({ pages: [{ content: page(0) }] });
    expect(snapshot!.etag).toBe('"abc-s0"');
  });
});
