import { beforeAll, describe, expect, it } from "vitest";
import { siteNotifications } from "../../platform/database/schema/index.ts";
import { fixturePopupCta, siteFixture } from "../../testing/site-fixture.ts";
import { api, createAccount, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

const ctx = useTestApp();
let siteId: string;
const day = 86_400_000;

beforeAll(async () => {
  const account = await createAccount(ctx, { kind: "user" });
  const fixture = siteFixture(account.id);
  siteId = await insertSiteDraft(ctx.database.db, {
    ...fixture,
    popupCtas: { timeLimit: null, applicantLimit: fixturePopupCta({ limit: 2 }) },
  });
  await publishSite(ctx.database.db, siteId, "PUBLISH", {
    settingFormContact: true,
    settingPopupCta: true,
    poweredBy: false,
  });
  const now = Date.now();
  await ctx.database.db.insert(siteNotifications).values([
    { siteId, title: "Now", status: "publish", startDate: new Date(now - day), endDate: new Date(now + day) },
    {
      siteId,
      title: "Ended",
      status: "publish",
      startDate: new Date(now - 3 * day),
      endDate: new Date(now - day),
    },
    { siteId, title: "Later", status: "publish", startDate: new Date(now + day), endDate: null },
    { siteId, title: "Draft", status: "draft", startDate: null, endDate: null },
  ]);
});

describe("live public calls", () => {
  it("delivers only published notifications inside their window", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: api(`/end-user/noti_delivery?site_id=${siteId}&skip=1&take=1000&status=publish`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((n: { title: string }) => n.title)).toEqual(["Now"]);
  });

  it("counts one click per session, up to the popup's limit, and refuses new sessions after it", async () => {
    const snapshot = (await ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}`) })).json();
    const popupId = snapshot.popup_ctas.applicant_limit.id as string;
    const click = (sessionId: string, lang = "ja") =>
      ctx.app.inject({
        method: "POST",
        url: api(`/end-user/popup/${popupId}/click`),
        headers: { "accept-language": lang },
        payload: { site_id: siteId, session_id: sessionId },
      });
    // One client tapping again and again takes one place.
    for (let i = 0; i < 5; i += 1) expect((await click("session-one")).json()).toEqual({ count: 1 });
    expect((await click("session-two")).json()).toEqual({ count: 2 });
    // The places are taken: a tab opened before that, in a new session, is refused and told why.
    const late = await click("session-three");
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: "CONFLICT",
      message: "申し訳ありません。このキャンペーンは先着人数に達したため終了しました。",
    });
    expect((await click("session-three", "en")).json().message).toBe(
      "Sorry, this offer has reached its limit of applicants.",
    );
    // A session that took a place keeps it.
    expect((await click("session-two")).statusCode).toBe(200);
    const counters = await ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}/counters`) });
    expect(counters.json().popup_clicks[popupId]).toBe(2);
  });

  it("refuses a popup click without the visitor's session, naming the field", async () => {
    const snapshot = (await ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}`) })).json();
    const response = await ctx.app.inject({
      method: "POST",
      url: api(`/end-user/popup/${snapshot.popup_ctas.applicant_limit.id}/click`),
      payload: { site_id: siteId },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("session_id");
  });

  it("refuses a click on a popup of another site", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/end-user/popup/6f1c2d3e-0000-4000-8000-000000000000/click"),
      payload: { site_id: siteId, session_id: "session-one" },
    });
    expect(response.statusCode).toBe(404);
  });
});
