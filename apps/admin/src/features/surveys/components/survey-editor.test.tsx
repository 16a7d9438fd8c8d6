import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { type Handler, json, type RecordedRequest, renderHeldForm } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { SurveyEditor } from "./survey-editor";

const siteId = "6a4f6f1e-1b7e-4f64-9f0e-3c1f4b7f2a10";
const surveyId = "2b8e4c1a-5f1d-4c7e-9a3b-1d2e3f4a5b6c";
const surveysPath = `/api/v1/site/${siteId}/survey`;

const survey = (title: string, description = "Three questions") => ({
  id: surveyId,
  site_id: siteId,
  title,
  description,
  response_count: 0,
  created_at: "2026-11-20T01:00:00.000Z",
  updated_at: "2026-11-21T01:00:00.000Z",
  questions: [
    {
      id: "7c1d2e3f-0000-4000-8000-000000000001",
      text: "How does your skin feel?",
      required: true,
      multiple: false,
      choices: [
        { id: "7c1d2e3f-0000-4000-8000-000000000002", text: "Dry", points: 0 },
        { id: "7c1d2e3f-0000-4000-8000-000000000003", text: "Oily", points: 3 },
      ],
    },
  ],
});

const savedAs = (request: RecordedRequest) => json(200, { ...survey(""), ...(request.body as object) });

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

/** The editor on survey `id`, or on a new survey when null, with fetch answering `routes(held)`. */
function renderEditor(id: string | null, routes: (held: Handler) => Record<string, Handler>) {
  const onClose = vi.fn();
  const form = renderHeldForm(routes, () =>
    renderAt(<SurveyEditor siteId={siteId} surveyId={id} opened onClose={onClose} />),
  );
  return { ...form, onClose };
}

const title = () => within(screen.getByRole("dialog")).getByLabelText(/Title/) as HTMLInputElement;

describe("the survey editor while a save is on its way", () => {
  it("keeps what was typed meanwhile, open and unsaved, with the save shown, and saves it next", async () => {
    const { requests, onClose, user, submit } = renderEditor(surveyId, (held) => ({
      [`GET ${surveysPath}/${surveyId}`]: () => json(200, survey("Skin check")),
      [`GET ${surveysPath}`]: () => json(200, { items: [] }),
      [`PUT ${surveysPath}/${surveyId}`]: held,
    }));
    await waitFor(() => expect(title().value).toBe("Skin check"));
    await user.type(title(), " 2026");
    const first = await submit();
    await user.type(title(), " spring");

    first.answer(savedAs(first.request));
    expect(await screen.findByText("The survey has been saved.")).toBeTruthy();
    expect(title().value).toBe("Skin check 2026 spring");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    const second = await submit();
    expect(second.request.body).toMatchObject({ title: "Skin check 2026 spring" });
    second.answer(savedAs(second.request));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((request) => request.method === "PUT")).toHaveLength(2);
  });

  it("saves a new survey kept open by typing meanwhile as that survey the next time", async () => {
    const { user, submit } = renderEditor(null, (held) => ({
      [`GET ${surveysPath}`]: () => json(200, { items: [] }),
      [`GET ${surveysPath}/${surveyId}`]: () => json(200, survey("Skin")),
      [`POST ${surveysPath}`]: held,
      [`PUT ${surveysPath}/${surveyId}`]: held,
    }));
    const dialog = screen.getByRole("dialog");
    await user.type(title(), "Skin");
    await user.type(within(dialog).getByLabelText(/Question 1/), "How does your skin feel?");
    await user.type(within(dialog).getByLabelText("Option 1"), "Dry");
    await user.type(within(dialog).getByLabelText("Option 2"), "Oily");
    const created = await submit();
    await user.type(title(), " check");
    created.answer(savedAs(created.request));
    expect(await screen.findByText("Unsaved changes")).toBeTruthy();
    expect(title().value).toBe("Skin check");

    const second = await submit();
    expect(second.request.method).toBe("PUT");
    expect(second.request.body).toMatchObject({ title: "Skin check" });
  });

  it("keeps every edit when the save fails", async () => {
    const { onClose, user, submit } = renderEditor(surveyId, (held) => ({
      [`GET ${surveysPath}/${surveyId}`]: () => json(200, survey("Skin check")),
      [`PUT ${surveysPath}/${surveyId}`]: held,
    }));
    await waitFor(() => expect(title().value).toBe("Skin check"));
    await user.type(title(), " 2026");
    const first = await submit();
    await user.type(title(), " spring");
    first.answer(json(500, { code: "INTERNAL_ERROR", message: ["The survey could not be saved."] }));
    expect(await screen.findByText("The survey could not be saved.")).toBeTruthy();
    expect(title().value).toBe("Skin check 2026 spring");
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("the survey editor while the survey is refetched", () => {
  it("does not reset what the reader typed, on screen or in what is saved", async () => {
    let answers = 0;
    const { requests, queryClient, user } = renderEditor(surveyId, () => ({
      [`GET ${surveysPath}/${surveyId}`]: () =>
        json(200, survey(answers++ === 0 ? "Skin check" : "Skin check (renamed elsewhere)", "Changed")),
      [`PUT ${surveysPath}/${surveyId}`]: savedAs,
    }));
    await waitFor(() => expect(title().value).toBe("Skin check"));
    await user.type(title(), " 2026");
    await act(() => queryClient.refetchQueries());
    expect(answers).toBe(2);
    expect(title().value).toBe("Skin check 2026");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    expect(requests.find((request) => request.method === "PUT")?.body).toMatchObject({
      title: "Skin check 2026",
    });
  });
});
