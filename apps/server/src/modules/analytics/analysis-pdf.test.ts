import { jstDay } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { readPdf } from "../../testing/pdf-text.ts";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import { tenant } from "../sites/site-test-helpers.ts";
import {
  flushAndRollUp,
  type PublishedTestSite,
  publishedSite,
  sendEvents,
} from "./analytics-test-helpers.ts";

const ctx = useTestApp();
type Tenant = Awaited<ReturnType<typeof tenant>>;
let owner: Tenant;
let stranger: Tenant;
let site: PublishedTestSite;
let small: PublishedTestSite;
const today = jstDay(new Date());

const exportPdf = (token: string, siteId: string, locale: string, query = `from=${today}&to=${today}`) =>
  ctx.app.inject({
    method: "GET",
    url: api(`/analysis/site/${siteId}/export-pdf?${query}`),
    headers: { ...bearer(token), "accept-language": locale },
  });

async function pdfText(siteId: string, locale: string, query?: string) {
  const response = await exportPdf(owner.token, siteId, locale, query);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  expect(response.headers["content-disposition"]).toContain(".pdf");
  const { pages, title } = await readPdf(response.rawPayload);
  return { text: pages.join("\n"), pages, title };
}

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  owner = await tenant(ctx, { parent: root, plan: "pro-multilingual" });
  stranger = await tenant(ctx, { parent: root, plan: "pro" });
  site = await publishedSite(ctx, owner.token, { name: "春の新作コレクション", columns: 2, rows: 5 });
  small = await publishedSite(ctx, owner.token, { name: "小さなサイト", columns: 1, rows: 2 });
  const base = Date.now() - 60_000;
  let tick = 0;
  const event = (type: string, session: string, fields: object) => ({
    type,
    site_id: site.id,
    session_id: session,
    lang: "ja",
    occurred_at: base + tick++,
    ...fields,
  });
  const { A1, A2 } = site.pages as Record<string, string>;
  // Four visits land on A1; three swipe down to A2; one of them converts through A1's CTA.
  for (const session of ["p1", "p2", "p3", "p4"]) {
    await sendEvents(ctx, [
      event("page_view", session, { page_id: A1, device: "phone" }),
      event("slide_page", session, { page_id: A1 }),
      ...(session === "p1"
        ? [event("click_cta_btn", session, { page_id: A1, target_id: site.conversionButton })]
        : []),
      ...(session === "p4" ? [] : [event("slide_page", session, { page_id: A2 })]),
    ]);
  }
  await flushAndRollUp(ctx);
});

describe("the analysis PDF report", () => {
  it("holds the site's Japanese name and the period's figures, in Japanese for a Japanese operator", async () => {
    const { text, title } = await pdfText(site.id, "ja");
    expect(title).toBe("春の新作コレクション – 効果測定レポート");
    expect(text).toContain("春の新作コレクション");
    expect(text).toContain(`期間 ${today}〜${today}`);
    // Summary: 4 sessions, 7 page views, 1.75 pages per session, 1 conversion, 25 % converted.
    expect(text).toMatch(/セッション数 4 0 –/);
    expect(text).toMatch(/PV数 7 0 –/);
    expect(text).toMatch(/平均閲覧ページ数 1\.8 – –/);
    expect(text).toMatch(/CV率 25\.0% – –/);
    // The page table: A1 reached by 4, one left there (25 %); A2 reached by 3, all left.
    expect(text).toMatch(/A1 [^\n]*? 4 25\.0% – – 1 1/);
    expect(text).toMatch(/A2 [^\n]*? 3 100\.0% – – 0 0/);
    // The CV ranking names the converting button.
    expect(text).toContain("CVランキング");
    expect(text).toContain("CTAボタン");
  });

  it("is written in the operator's UI language", async () => {
    const { text } = await pdfText(site.id, "en");
    for (const heading of ["Analytics report", "Summary", "Funnel", "Per day", "Per page", "CV ranking"]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("春の新作コレクション");
    expect(text).toMatch(/Sessions 4 0 –/);
    const korean = await pdfText(site.id, "ko");
    expect(korean.text).toContain("효과 측정 보고서");
  });

  it("follows the device filter", async () => {
    const { text } = await pdfText(site.id, "en", `from=${today}&to=${today}&device=desktop`);
    expect(text).toContain("Device: desktop");
    expect(text).toMatch(/Sessions 0 0 –/);
  });

  it("says that rankings need 10 pages instead of ranking a smaller site", async () => {
    const { text } = await pdfText(small.id, "en");
    expect(text).toContain("小さなサイト");
    expect(text).toContain("Rankings need a site of at least 10 pages.");
  });

  it("refuses another tree's site, a reversed period and a caller without login like the other calls", async () => {
    expect((await exportPdf(stranger.token, site.id, "ja")).statusCode).toBe(404);
    const reversed = await exportPdf(owner.token, site.id, "en", `from=${today}&to=2020-01-01`);
    expect(reversed.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: "GET",
      url: api(`/analysis/site/${site.id}/export-pdf`),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
