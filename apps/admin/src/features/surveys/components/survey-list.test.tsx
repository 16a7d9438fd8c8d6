import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { SurveyList } from "./survey-list";

const siteId = "6a4f6f1e-1b7e-4f64-9f0e-3c1f4b7f2a10";
const surveysPath = `/api/v1/site/${siteId}/survey`;

const summary = {
  id: "2b8e4c1a-5f1d-4c7e-9a3b-1d2e3f4a5b6c",
  site_id: siteId,
  title: "Skin type check",
  description: "Three questions",
  response_count: 12,
  created_at: "2026-11-20T01:00:00.000Z",
  updated_at: "2026-11-21T01:00:00.000Z",
};

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

/** Puts text in a field at once: the editor's rules, not its keystrokes, are under test. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderSurveys() {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
  return renderAt(<SurveyList siteId={siteId} canEdit canExport />);
}

describe("a site's surveys in the console", () => {
  it("refuses a question without text before sending, then creates the survey with its points", async () => {
    await i18n.changeLanguage("en");
    const { requests } = stubFetch({
      [`GET ${surveysPath}`]: () => json(200, { items: [] }),
      [`POST ${surveysPath}`]: () => json(201, { ...summary, questions: [] }),
    });
    renderSurveys();
    await userEvent.click(await screen.findByRole("button", { name: "Create survey" }));
    const dialog = await screen.findByRole("dialog");
    await enter(within(dialog).getByLabelText(/Title/), "Skin type check");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findAllByText("This field is required.")).not.toHaveLength(0);
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await enter(within(dialog).getByLabelText(/Question 1/), "How does your skin feel?");
    await enter(within(dialog).getByLabelText("Option 1"), "Dry");
    await enter(within(dialog).getByLabelText("Option 2"), "Oily");
    const points = within(dialog).getByLabelText("Points of option 2");
    await userEvent.clear(points);
    await userEvent.type(points, "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests.some((request) => request.method === "POST")).toBe(true));
    const body = requests.find((request) => request.method === "POST")!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: "Skin type check",
      questions: [
        {
          text: "How does your skin feel?",
          required: true,
          multiple: false,
          choices: [
            { text: "Dry", points: 0 },
            { text: "Oily", points: 3 },
          ],
        },
      ],
    });
  });

  it("asks before deleting a survey and its responses", async () => {
    await i18n.changeLanguage("en");
    const { requests } = stubFetch({
      [`GET ${surveysPath}`]: () => json(200, { items: [summary] }),
      [`DELETE ${surveysPath}/${summary.id}`]: () => json(200, { message: "Deleted." }),
    });
    renderSurveys();
    await userEvent.click(await screen.findByRole("button", { name: "Delete: Skin type check" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/all its responses will be deleted/)).toBeTruthy();
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1));
  });
});

describe("a survey's responses in the console", () => {
  it("shows who answered, what they chose and their score", async () => {
    await i18n.changeLanguage("en");
    stubFetch({
      [`GET ${surveysPath}`]: () => json(200, { items: [summary] }),
      [`GET ${surveysPath}/${summary.id}/responses`]: () =>
        json(200, {
          items: [
            {
              id: "r1",
              email: "answer@example.com",
              total_score: 9,
              answers: [{ question_id: "q1", question: "How does your skin feel?", choices: ["Oily"] }],
              created_at: "2026-11-21T05:00:00.000Z",
            },
          ],
          total: 1,
        }),
    });
    renderSurveys();
    await userEvent.click(await screen.findByRole("button", { name: "Responses: Skin type check" }));
    const dialog = await screen.findByRole("dialog", { name: "Responses to “Skin type check”" });
    const row = (await within(dialog).findByText("answer@example.com")).closest("tr")!;
    expect(within(row).getByText("9")).toBeTruthy();
    expect(within(row).getByText("Oily")).toBeTruthy();
  });
});
