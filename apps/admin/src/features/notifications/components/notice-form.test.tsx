import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
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
