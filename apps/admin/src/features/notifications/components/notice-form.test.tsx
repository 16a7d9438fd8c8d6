import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { heldAnswers, json, type RecordedRequest, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { deliveryBase } from "../api/notices";
import { NoticeForm } from "./notice-form";

const siteId = "6f1c2d3e-0000-4000-8000-000000000001";

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

async function renderForm() {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
  const onSaved = vi.fn();
  renderAt(<NoticeForm base={deliveryBase(siteId)} onSaved={onSaved} onCancel={() => {}} />);
  return { onSaved };
}

describe("the notice form", () => {
  it("counts emoji as one character each and refuses 121 under the content field, sending nothing", async () => {
    const { requests } = stubFetch({});
    await renderForm();
    await userEvent.type(screen.getByLabelText(/Title/), "Sale");
    const content = screen.getByLabelText("Content");
    await userEvent.click(content);
    await userEvent.paste("👍🏽".repeat(3));
    expect(screen.getByText("3 / 120 characters")).toBeTruthy();
    await userEvent.paste("a".repeat(118));
    expect(screen.getByText("121 / 120 characters")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter at most 120 characters.")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's refusal under the end date and keeps what was typed", async () => {
    const { requests } = stubFetch({
      [`POST /api/v1/site/${siteId}/noti_delivery`]: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: ["The end date must be in the future."],
          fields: [{ path: "end_date", message: "The end date must be in the future." }],
        }),
    });
    const { onSaved } = await renderForm();
    await userEvent.type(screen.getByLabelText(/Title/), "Sale");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The end date must be in the future.")).toBeTruthy();
    expect(requests[0]?.body).toMatchObject({ title: "Sale", status: "draft", publication_type: "instant" });
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe("Sale");
    expect(onSaved).not.toHaveBeenCalled();
  });
});

const noticeId = "8a7b6c5d-0000-4000-8000-000000000001";

/** The server's answer: the notice as sent, under its id. */
const savedAs = (request: RecordedRequest) =>
  json(200, {
    id: noticeId,
    news_url: "",
    content: "",
    image_url: "",
    start_date: null,
    end_date: null,
    ...(request.body as object),
    display_status: "draft",
    created_at: "2026-11-22T06:00:00.000Z",
    updated_at: "2026-11-22T06:00:00.000Z",
  });

describe("the notice form while a save is on its way", () => {
  it("stays with what was typed meanwhile, unsaved, the save shown, and saves it to the new notice next", async () => {
    const held = heldAnswers();
    stubFetch({
      [`POST /api/v1/site/${siteId}/noti_delivery`]: held.handler,
      [`PUT /api/v1/site/${siteId}/noti_delivery/${noticeId}`]: held.handler,
    });
    const { onSaved } = await renderForm();
    const user = userEvent.setup();
    const title = () => screen.getByLabelText(/Title/) as HTMLInputElement;
    await user.type(title(), "Sale");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const created = await held.next();
    await user.type(title(), " today");

    created.answer(savedAs(created.request));
    expect(await screen.findByText("The notification was created.")).toBeTruthy();
    expect(title().value).toBe("Sale today");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Save" }));
    const second = await held.next();
    expect(second.request.method).toBe("PUT");
    expect(second.request.body).toMatchObject({ title: "Sale today" });
    second.answer(savedAs(second.request));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: noticeId })));
  });
});
