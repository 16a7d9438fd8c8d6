import type { UserInfo } from "@mekuri/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { heldAnswers, json, type RecordedRequest, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { SystemNoticeForm } from "./system-notice-form";

const oemMaster: UserInfo = {
  id: "o",
  email: "oem@example.com",
  name: "OEM",
  role: "OEM_MASTER",
  adminRole: "main_contact",
  authority: "edit",
  userTypeId: "admin",
  mustChangePassword: false,
  permissions: ["systemNotifications:manage"],
  navigation: [],
  account: { id: "oem-account", kind: "oem_master", companyName: "Reseller", contractStatus: "active" },
};

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

async function renderForm() {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
  const onSaved = vi.fn();
  renderAt(
    <CurrentUserContext value={oemMaster}>
      <SystemNoticeForm onSaved={onSaved} onCancel={() => {}} />
    </CurrentUserContext>,
  );
  return { onSaved };
}

describe("the system notification form", () => {
  it("refuses a missing title, 121 characters of content and no target under their fields, sending nothing", async () => {
    const { requests } = stubFetch({});
    await renderForm();
    await userEvent.click(screen.getByLabelText("Content"));
    await userEvent.paste("a".repeat(121));
    expect(screen.getByText("121 / 120 characters")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Enter at most 120 characters.")).toBeTruthy();
    expect(screen.getByText("Choose at least one target.")).toBeTruthy();
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");
    expect(requests).toHaveLength(0);
  });

  it("offers an OEM master only the groups below it and sends title, content and targets", async () => {
    const saved = {
      id: "n1",
      title: "Maintenance",
      content: "Tonight 2:00",
      targets: ["oem_user"],
      publicationType: "instant",
      startDate: null,
      endDate: null,
      displayStatus: "public",
      readCount: 0,
    };
    const { requests } = stubFetch({ "POST /api/v1/system_noti": () => json(200, saved) });
    const { onSaved } = await renderForm();
    expect(screen.queryByLabelText("OEM master")).toBeNull();
    await userEvent.type(screen.getByLabelText(/Title/), "Maintenance");
    await userEvent.type(screen.getByLabelText("Content"), "Tonight 2:00");
    expect(screen.getByText("12 / 120 characters")).toBeTruthy();
    await userEvent.click(screen.getByLabelText("OEM user"));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]?.body).toMatchObject({
      title: "Maintenance",
      content: "Tonight 2:00",
      targets: ["oem_user"],
      publication_type: "instant",
    });
  });
});

describe("the system notification form while its sending is on its way", () => {
  const noticeId = "9b8c7d6e-0000-4000-8000-000000000001";
  const savedAs = (request: RecordedRequest) =>
    json(200, {
      id: noticeId,
      start_date: null,
      end_date: null,
      ...(request.body as object),
      display_status: "public",
      read_count: 0,
    });

  it("stays with what was typed meanwhile, unsaved, and sends it as that notification next", async () => {
    const held = heldAnswers();
    stubFetch({
      "POST /api/v1/system_noti": held.handler,
      [`PUT /api/v1/system_noti/${noticeId}`]: held.handler,
    });
    const { onSaved } = await renderForm();
    const user = userEvent.setup();
    const content = () => screen.getByLabelText("Content") as HTMLTextAreaElement;
    await user.type(screen.getByLabelText(/Title/), "Maintenance");
    await user.type(content(), "Tonight");
    await user.click(screen.getByLabelText("OEM user"));
    await user.click(screen.getByRole("button", { name: "Send" }));
    const first = await held.next();
    await user.type(content(), " 2:00");

    first.answer(savedAs(first.request));
    expect(await screen.findByText("The notification was created.")).toBeTruthy();
    expect(content().value).toBe("Tonight 2:00");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Send" }));
    const second = await held.next();
    expect(second.request.method).toBe("PUT");
    expect(second.request.body).toMatchObject({ content: "Tonight 2:00" });
  });
});
