import { jstDay } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import { tenant } from "../sites/site-test-helpers.ts";
import {
  flushAndRollUp,
  type PublishedTestSite,
  publishedSite,
  sendEvents,
} from "./analytics-test-helpers.ts";
import { analyticsTestStores } from "./analytics-test-stores.ts";

const today = jstDay(new Date());

describe.each(analyticsTestStores)("conversions on $name", ({ create }) => {
  const ctx = useTestApp({ analytics: create });
  let token: string;
  let site: PublishedTestSite;
  let address = 0;

  const submitForm = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: "POST",
      url: api(`/end-user/site/${site.id}/homepage`),
      payload: { data: { email: "visitor@example.com" } },
      remoteAddress: `10.9.0.${++address}`,
      headers: { "accept-language": "en", ...headers },
    });
  const figures = async (path: string) =>
    (
      await ctx.app.inject({
        method: "GET",
        url: api(`/analysis/site/${site.id}/${path}?from=${today}&to=${today}`),
        headers: bearer(token),
      })
    ).json();

  beforeAll(async () => {
    const root = await createAccount(ctx, { kind: "master" });
    const owner = await tenant(ctx, { parent: root, plan: "pro-multilingual" });
    token = owner.token;
    site = await publishedSite(ctx, token, { name: "Forms", columns: 1, rows: 2 });
  });

  describe("conversions recorded by the server", () => {
    it("counts a stored form submission once, for the visit of its session cookie and the page it started from", async () => {
      const now = Date.now();
      await sendEvents(ctx, [
        {
          type: "page_view",
          site_id: site.id,
          session_id: "v1",
          lang: "ja",
          occurred_at: now,
          page_id: site.pages.A1,
          device: "phone",
        },
        {
          type: "slide_page",
          site_id: site.id,
          session_id: "v1",
          lang: "ja",
          occurred_at: now + 1,
          page_id: site.pages.A1,
        },
        {
          type: "slide_page",
          site_id: site.id,
          session_id: "v1",
          lang: "ja",
          occurred_at: now + 2,
          page_id: site.pages.A2,
        },
      ]);
      const cookie = { cookie: "sessionId=v1; position=A2", "idempotency-key": "conversion-key-1" };
      expect((await submitForm(cookie)).statusCode).toBe(201);
      // A retry of the same submission is not a second conversion.
      expect((await submitForm(cookie)).statusCode).toBe(201);
      await flushAndRollUp(ctx);
      expect((await figures("lp")).current).toMatchObject({
        sessions: 1,
        converted_sessions: 1,
        conversions: 1,
      });
      const pages = (await figures("pages")).pages;
      expect(
        pages.map((page: { position: string; conversions: number }) => [page.position, page.conversions]),
      ).toEqual([
        ["A1", 0],
        ["A2", 1],
      ]);
    });

    it("counts a submission without the visitor's cookie for the site, not as a visit", async () => {
      expect((await submitForm({})).statusCode).toBe(201);
      await flushAndRollUp(ctx);
      expect((await figures("lp")).current).toMatchObject({
        sessions: 1,
        converted_sessions: 1,
        conversions: 2,
      });
    });

    it("does not take conversions from the browser", async () => {
      const result = await sendEvents(ctx, [
        {
          type: "conversion",
          site_id: site.id,
          session_id: "v1",
          occurred_at: Date.now(),
          page_id: site.pages.A1,
        },
      ]);
      expect(result).toEqual({ accepted: 0, rejected: 1 });
    });
  });
});
