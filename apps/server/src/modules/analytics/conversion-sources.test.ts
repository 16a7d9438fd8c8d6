import { jstDay } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database/query-rows.ts";
import { api, bearer, login, useTestApp } from "../../testing/test-app.ts";
import { publishFormSite } from "../forms/form-site-fixture.ts";
import { flushAndRollUp, sendEvents } from "./analytics-test-helpers.ts";

const ctx = useTestApp();
const today = jstDay(new Date());
let siteId: string;
let token: string;
let landing: string;
let address = 0;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: api(url),
    payload,
    remoteAddress: `10.7.0.${++address}`,
    headers: { "accept-language": "en", ...headers },
  });

beforeAll(async () => {
  const site = await publishFormSite(ctx);
  siteId = site.siteId;
  token = (await login(ctx, site.owner.email)).access_token;
  const snapshot = (await ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}`) })).json();
  landing = snapshot.categories[0].pages[0].id;
});

describe("every conversion the issue names is recorded by the server", () => {
  it("counts a member registration, a contact and a survey answer for the visit of their cookie", async () => {
    await sendEvents(ctx, [
      {
        type: "page_view",
        site_id: siteId,
        session_id: "buyer",
        lang: "ja",
        occurred_at: Date.now(),
        page_id: landing,
        device: "phone",
      },
    ]);
    const cookie = { cookie: "sessionId=buyer; position=A1" };
    const registered = await post(
      `/end-user/site/${siteId}/register`,
      {
        email: "member@example.com",
        password: "Member-pass1",
        confirm_password: "Member-pass1",
        data: { nickname: "Hana" },
        lang: "ja",
      },
      cookie,
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const contact = await post(
      `/end-user/site/${siteId}/contact`,
      {
        data: { email: "visitor@example.com", company: "株式会社テスト", topic: "見積もり" },
        lang: "ja",
      },
      { ...cookie, "idempotency-key": "conversion-contact-1" },
    );
    expect(contact.statusCode, contact.body).toBe(201);
    const survey = await ctx.app.inject({
      method: "POST",
      url: api(`/site/${siteId}/survey`),
      headers: bearer(token),
      payload: {
        title: "診断",
        description: "",
        questions: [{ text: "好きな色は？", required: true, choices: [{ text: "青", points: 1 }] }],
      },
    });
    expect(survey.statusCode, survey.body).toBe(201);
    const question = survey.json().questions[0];
    const answered = await post(
      `/end-user/survey/${survey.json().id}/response`,
      { email: "visitor@example.com", answers: { [question.id]: question.choices[0].id } },
      cookie,
    );
    expect(answered.statusCode, answered.body).toBe(201);

    await flushAndRollUp(ctx);
    const kinds = await queryRows<{ kind: string; conversions: number }>(
      ctx.database.db,
      sql`select kind, sum(conversions)::int as conversions from analytics_target_daily
        where site_id = ${siteId} group by kind order by kind`,
    );
    expect(kinds).toEqual([
      { kind: "contact", conversions: 1 },
      { kind: "registration", conversions: 1 },
      { kind: "survey", conversions: 1 },
    ]);
    const lp = await ctx.app.inject({
      method: "GET",
      url: api(`/analysis/site/${siteId}/lp?from=${today}&to=${today}`),
      headers: bearer(token),
    });
    expect(lp.json().current).toMatchObject({ sessions: 1, converted_sessions: 1, conversions: 3 });
  });
});
