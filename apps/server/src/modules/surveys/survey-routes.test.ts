import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sites, surveyResponses } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { publishFormSite } from "../forms/form-site-fixture.ts";

const ctx = useTestApp();

let siteId: string;
let token: string;
beforeAll(async () => {
  const site = await publishFormSite(ctx);
  siteId = site.siteId;
  token = (await login(ctx, site.owner.email)).access_token;
});

const definition = {
  title: "肌タイプ診断",
  description: "3つの質問に答えてください。",
  questions: [
    {
      text: "肌のつっぱりを感じますか？",
      required: true,
      choices: [
        { text: "よく感じる", points: 3 },
        { text: "ときどき", points: 1 },
      ],
    },
    {
      text: "気になることは？",
      required: false,
      multiple: true,
      choices: [
        { text: "乾燥", points: 2 },
        { text: "毛穴", points: 5 },
        { text: "くすみ", points: 1 },
      ],
    },
  ],
};

const operatorCall = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  as = token,
) =>
  ctx.app.inject({
    method,
    url: api(url),
    headers: { ...bearer(as), "accept-language": "en" },
    ...(payload ? { payload: payload as object } : {}),
  });

let address = 0;
const answer = (id: string, payload: unknown) =>
  ctx.app.inject({
    method: "POST",
    url: api(`/end-user/survey/${id}/response`),
    payload: payload as object,
    remoteAddress: `10.2.0.${++address}`,
    headers: { "accept-language": "en" },
  });

async function createdSurvey() {
  const response = await operatorCall("POST", `/site/${siteId}/survey`, definition);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("survey definitions", () => {
  it("creates, lists, reads, updates and deletes a site's survey with points", async () => {
    const survey = await createdSurvey();
    expect(survey.questions[1]).toMatchObject({ required: false, multiple: true });
    expect(survey.questions[1].choices.map((c: { points: number }) => c.points)).toEqual([2, 5, 1]);
    const list = (await operatorCall("GET", `/site/${siteId}/survey`)).json();
    expect(list.items.map((s: { id: string }) => s.id)).toContain(survey.id);

    const kept = survey.questions[0];
    const updated = await operatorCall("PUT", `/site/${siteId}/survey/${survey.id}`, {
      ...definition,
      title: "新しい診断",
      questions: [{ ...kept, text: "つっぱり感は？" }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: "新しい診断",
      questions: [{ id: kept.id, text: "つっぱり感は？" }],
    });
    expect(updated.json().questions[0].choices[0].id).toBe(kept.choices[0].id);

    const removed = await operatorCall("DELETE", `/site/${siteId}/survey/${survey.id}`);
    expect(removed.json()).toEqual({ message: "The survey has been deleted." });
    expect((await operatorCall("GET", `/site/${siteId}/survey/${survey.id}`)).statusCode).toBe(404);
  });

  it("refuses a survey without questions or choices", async () => {
    const none = await operatorCall("POST", `/site/${siteId}/survey`, { title: "x", questions: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toContainEqual({ path: "questions", message: "Add at least one question." });
    const empty = await operatorCall("POST", `/site/${siteId}/survey`, {
      title: "x",
      questions: [{ text: "q", choices: [] }],
    });
    expect(empty.json().fields).toContainEqual({
      path: "questions.0.choices",
      message: "Add at least one answer choice.",
    });
  });

  it("hides other tenants' sites and keeps viewers from editing", async () => {
    const stranger = await createOperator(ctx, {
      account: await createAccount(ctx, { kind: "user" }),
      role: "USER",
    });
    const strangerToken = (await login(ctx, stranger.email)).access_token;
    expect((await operatorCall("GET", `/site/${siteId}/survey`, undefined, strangerToken)).statusCode).toBe(
      404,
    );
    expect((await operatorCall("POST", `/site/${siteId}/survey`, definition, strangerToken)).statusCode).toBe(
      404,
    );

    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, siteId));
    const viewer = await createOperator(ctx, {
      account: { id: site!.accountId },
      role: "USER",
      adminRole: "viewer",
    });
    const viewerToken = (await login(ctx, viewer.email)).access_token;
    expect((await operatorCall("GET", `/site/${siteId}/survey`, undefined, viewerToken)).statusCode).toBe(
      200,
    );
    expect((await operatorCall("POST", `/site/${siteId}/survey`, definition, viewerToken)).statusCode).toBe(
      403,
    );
  });
});

describe("answering a survey on the public site", () => {
  it("lists the site's surveys and serves questions without points", async () => {
    const survey = await createdSurvey();
    const list = await ctx.app.inject({ method: "GET", url: api(`/end-user/survey?site_id=${siteId}`) });
    expect(list.json().items).toContainEqual({ id: survey.id, title: definition.title });
    const questions = await ctx.app.inject({
      method: "GET",
      url: api(`/end-user/survey/${survey.id}/questions`),
    });
    expect(questions.statusCode).toBe(200);
    expect(questions.body).not.toContain("points");
    expect(questions.json().questions[0].choices[0]).toEqual({
      id: survey.questions[0].choices[0].id,
      text: "よく感じる",
    });
  });

  it("adds up the chosen choices' points and stores the response", async () => {
    const survey = await createdSurvey();
    const [q1, q2] = survey.questions;
    const response = await answer(survey.id, {
      email: "answer@example.com",
      answers: { [q1.id]: q1.choices[0].id, [q2.id]: [q2.choices[0].id, q2.choices[1].id] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ total_score: 10, message: "Thank you for answering. Your score: 10." });
    const [stored] = await ctx.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, survey.id));
    expect(stored).toMatchObject({ email: "answer@example.com", totalScore: 10 });
  });

  it("rejects missing required answers, foreign choices, several choices on a single question and bad e-mail", async () => {
    const survey = await createdSurvey();
    const [q1, q2] = survey.questions;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ answers: {} }, `answers.${q1.id}`, "Please answer this question."],
      [
        { answers: { [q1.id]: q2.choices[0].id } },
        `answers.${q1.id}`,
        "Choose one of this question's answers.",
      ],
      [
        { answers: { [q1.id]: [q1.choices[0].id, q1.choices[1].id] } },
        `answers.${q1.id}`,
        "Choose only one answer.",
      ],
      [{ email: "double..dot@example.com" }, "email", "Invalid email address."],
      [{ email: "" }, "email", "This field is required."],
      [{ answers: "x" }, "answers", "This value has the wrong type."],
    ];
    for (const [change, path, message] of cases) {
      const response = await answer(survey.id, {
        email: "ok@example.com",
        answers: { [q1.id]: q1.choices[1].id },
        ...change,
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().fields, path).toContainEqual({ path, message });
    }
    const stored = await ctx.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, survey.id));
    expect(stored).toEqual([]);
  });

  it("answers 404 for a survey of a site that is not published", async () => {
    const survey = await createdSurvey();
    await ctx.database.db.update(sites).set({ status: "PRIVATE" }).where(eq(sites.id, siteId));
    ctx.app.published.invalidate(siteId);
    expect(
      (await ctx.app.inject({ method: "GET", url: api(`/end-user/survey/${survey.id}/questions`) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: "GET", url: api(`/end-user/survey?site_id=${siteId}`) })).statusCode,
    ).toBe(404);
    await ctx.database.db.update(sites).set({ status: "PUBLISH" }).where(eq(sites.id, siteId));
    ctx.app.published.invalidate(siteId);
  });

  it("answers 429 to a flood of responses from one address", async () => {
    const survey = await createdSurvey();
    const [q1] = survey.questions;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: api(`/end-user/survey/${survey.id}/response`),
        payload: { email: "flood@example.com", answers: { [q1.id]: q1.choices[0].id } },
        remoteAddress: "10.2.9.9",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});

describe("a survey's responses in the console", () => {
  it("lists each response with its chosen options and score, and exports them as CSV", async () => {
    const survey = await createdSurvey();
    const [q1, q2] = survey.questions;
    await answer(survey.id, { email: "first@example.com", answers: { [q1.id]: q1.choices[1].id } });
    await answer(survey.id, {
      email: "second@example.com",
      answers: { [q1.id]: q1.choices[0].id, [q2.id]: [q2.choices[1].id, q2.choices[2].id] },
    });

    const page = (await operatorCall("GET", `/site/${siteId}/survey/${survey.id}/responses`)).json();
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      email: "second@example.com",
      total_score: 9,
      answers: [
        { question: "肌のつっぱりを感じますか？", choices: ["よく感じる"] },
        { question: "気になることは？", choices: ["毛穴", "くすみ"] },
      ],
    });
    const filtered = await operatorCall("GET", `/site/${siteId}/survey/${survey.id}/responses?email=first`);
    expect(filtered.json().items.map((item: { email: string }) => item.email)).toEqual(["first@example.com"]);

    const csv = await operatorCall("GET", `/site/${siteId}/survey/${survey.id}/responses/export-csv`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const [header, newest] = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe("Date,E-mail,Score,肌のつっぱりを感じますか？,気になることは？");
    expect(newest).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,second@example\.com,9,よく感じる,"毛穴, くすみ"$/,
    );
  });

  it("keeps another tenant's operator away from the responses", async () => {
    const survey = await createdSurvey();
    const stranger = await createOperator(ctx, {
      account: await createAccount(ctx, { kind: "user" }),
      role: "USER",
    });
    const strangerToken = (await login(ctx, stranger.email)).access_token;
    for (const path of ["responses", "responses/export-csv"]) {
      const response = await operatorCall(
        "GET",
        `/site/${siteId}/survey/${survey.id}/${path}`,
        undefined,
        strangerToken,
      );
      expect(response.statusCode).toBe(404);
    }
  });
});
