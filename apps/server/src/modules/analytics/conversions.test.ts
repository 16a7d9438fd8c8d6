import { jstDay } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { fixturePopupCta } from "../../testing/site-fixture.ts";
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
  const figures = async (path: string, of: PublishedTestSite = site) =>
    (
      await ctx.app.inject({
        method: "GET",
        url: api(`/analysis/site/${of.id}/${path}?from=${today}&to=${today}`),
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

    it("counts a second submission of the same kind in the same visit once", async () => {
      const cookie = { cookie: "sessionId=v1; position=A1", "idempotency-key": "conversion-key-2" };
      expect((await submitForm(cookie)).statusCode).toBe(201);
      await flushAndRollUp(ctx);
      expect((await figures("lp")).current).toMatchObject({ converted_sessions: 1, conversions: 1 });
      const pages = (await figures("pages")).pages;
      expect(pages.map((page: { conversions: number }) => page.conversions)).toEqual([0, 1]);
    });

    it("counts each submission without the visitor's cookie for the site, not as a visit", async () => {
      expect((await submitForm({})).statusCode).toBe(201);
      expect((await submitForm({})).statusCode).toBe(201);
      await flushAndRollUp(ctx);
      expect((await figures("lp")).current).toMatchObject({
        sessions: 1,
        converted_sessions: 1,
        conversions: 3,
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

  describe("popup CTAs marked in the builder as counting as conversions", () => {
    let popups: PublishedTestSite;

    beforeAll(async () => {
      popups = await publishedSite(ctx, token, {
        name: "Popups",
        columns: 1,
        rows: 2,
        popupCtas: {
          timeLimit: fixturePopupCta({ countsAsConversion: true }),
          applicantLimit: fixturePopupCta({ limit: 100 }),
        },
      });
    });

    it("counts a click on the marked popup as a conversion of its visit, and a click on the unmarked one as none", async () => {
      const marked = popups.popups.timeLimit!;
      const unmarked = popups.popups.applicantLimit!;
      const { A1, A2 } = popups.pages as Record<string, string>;
      let at = Date.now() - 10_000;
      const visit = (session: string, clicks: string[]) =>
        [
          { type: "page_view", page_id: A1, device: "phone" },
          { type: "slide_page", page_id: A1 },
          // The viewer names the popup both as the target and as the popup (apps/viewer popup-click).
          ...clicks.map((popup) => ({
            type: "click_popup_cta",
            page_id: A1,
            popup_id: popup,
            target_id: popup,
          })),
          { type: "slide_page", page_id: A2 },
        ].map((fields) => ({
          site_id: popups.id,
          session_id: session,
          lang: "ja",
          occurred_at: at++,
          ...fields,
        }));
      await sendEvents(ctx, [
        ...visit("marked", [marked]),
        ...visit("unmarked", [unmarked]),
        ...visit("both", [unmarked, marked]),
        ...visit("none", []),
      ]);
      await flushAndRollUp(ctx);

      const expectFigures = async () => {
        expect((await figures("lp", popups)).current).toMatchObject({
          sessions: 4,
          converted_sessions: 2,
          conversions: 2,
          conversion_rate: 0.5,
        });
        const pages = (await figures("pages", popups)).pages as {
          position: string;
          popup_clicks: number;
          conversions: number;
        }[];
        expect(pages.map((page) => [page.position, page.popup_clicks, page.conversions])).toEqual([
          ["A1", 4, 2],
          ["A2", 0, 0],
        ]);
      };
      await expectFigures();
      // A second run of the rollup over the same events counts nothing twice.
      await flushAndRollUp(ctx);
      await expectFigures();
    });
  });
});
