// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoSiteId } from "../fixtures/demo-snapshot.ts";
import { alertText, answerFetch, button, click, errorOf, field, renderPage, type } from "./page-test-kit.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const surveyId = "4a1c2d3e-0000-4000-8000-000000000001";
const survey = {
  id: surveyId,
  title: "ご満足度アンケート",
  description: "1分で終わります。",
  questions: [
    {
      id: "q1",
      text: "満足度は？",
      required: true,
      multiple: false,
      choices: [
        { id: "c1", text: "満足" },
        { id: "c2", text: "不満" },
      ],
    },
    {
      id: "q2",
      text: "好きな素材は？",
      required: false,
      multiple: true,
      choices: [
        { id: "c3", text: "麻" },
        { id: "c4", text: "綿" },
      ],
    },
  ],
};
const choice = (text: string) =>
  [...document.querySelectorAll("label")].find((label) => label.textContent === text)?.querySelector("input");

describe("survey page", () => {
  it("needs every required question answered and a valid e-mail before sending", async () => {
    const calls = answerFetch({ [`GET /end-user/survey/${surveyId}/questions`]: { body: survey } });
    await renderPage({ name: "survey", surveyId });
    expect(document.querySelector("h1")?.textContent).toBe("ご満足度アンケート");
    await type(field("メールアドレス"), "a..b@example.com");
    await click(button("回答を送信する"));
    expect(alertText()).toBe("入力内容をご確認ください。");
    expect(document.querySelector("fieldset .mk-sp-error")?.textContent).toBe("この質問に回答してください。");
    expect(errorOf(field("メールアドレス"))).toContain("メールアドレスの形式が正しくありません。");
    expect(document.activeElement).toBe(choice("満足"));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("sends single and multiple answers and shows the total score", async () => {
    const calls = answerFetch({
      [`GET /end-user/survey/${surveyId}/questions`]: { body: survey },
      [`POST /end-user/survey/${surveyId}/response`]: {
        status: 201,
        body: { total_score: 7, message: "ありがとうございました。" },
      },
    });
    await renderPage({ name: "survey", surveyId });
    await click(choice("満足"));
    await click(choice("麻"));
    await click(choice("綿"));
    await type(field("メールアドレス"), "me@example.com");
    await click(button("回答を送信する"));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      answers: { q1: "c1", q2: ["c3", "c4"] },
      email: "me@example.com",
    });
    expect(document.body.textContent).toContain("合計スコア：7");
  });

  it("lists the site's surveys when no survey is named", async () => {
    const calls = answerFetch({
      "GET /end-user/survey": { body: { items: [{ id: surveyId, title: "ご満足度アンケート" }] } },
    });
    await renderPage({ name: "survey", surveyId: null });
    expect(calls[0]?.path).toBe(`/end-user/survey?site_id=${demoSiteId}`);
    const link = [...document.querySelectorAll("a")].find((a) => a.textContent === "ご満足度アンケート");
    expect(link?.getAttribute("href")).toBe(`/sites/${demoSiteId}/survey/${surveyId}`);
  });
});
