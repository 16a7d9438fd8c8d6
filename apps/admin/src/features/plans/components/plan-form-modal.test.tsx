import type { Plan } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { snakifyKeys } from "@/lib/case-conversion";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, type RecordedRequest, renderHeldForm } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { PlanFormModal } from "./plan-form-modal";

const planId = "5d0c1b2a-0000-4000-8000-000000000001";

const standard: Plan = {
  id: planId,
  name: "Standard",
  tier: "standard",
  channel: "direct",
  trial: false,
  multilingual: false,
  price: 30_000,
  quantitySwipe: 12,
  quantitySite: 3,
  limitAccess: 10_000,
  limitAccessPrice: 0,
  contractTermMonths: 12,
  swipe: true,
  privateDomain: false,
  settingPopupCta: false,
  settingFormContact: false,
  analyticsEffect: false,
  settingTagSeo: false,
  multiLanguage: false,
  accountCount: 0,
  createdAt: "2026-11-20T01:00:00.000Z",
};

/** The server's answer: the plan as sent, under its id. */
const savedAs = (request: RecordedRequest) =>
  json(200, {
    message: "The plan has been saved.",
    plan: { ...snakifyKeys<object>(standard), ...(request.body as object) },
  });

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

/** The form on `plan`, or on a new plan when null, with its saves held for the test. */
function renderModal(plan: Plan | null) {
  const onClose = vi.fn();
  const form = renderHeldForm(
    (held) => ({ "POST /api/v1/master/plan": held, [`PUT /api/v1/master/plan/${planId}`]: held }),
    () => renderAt(<PlanFormModal plan={plan} opened onClose={onClose} />),
  );
  return { ...form, onClose };
}

const name = () => screen.getByLabelText(/Plan name/) as HTMLInputElement;

describe("the plan form while a save is on its way", () => {
  it("stays open with what was typed meanwhile, unsaved, the save shown, and saves it next", async () => {
    const { onClose, user, submit } = renderModal(standard);
    await user.type(name(), " 2026");
    const first = await submit();
    await user.type(name(), " spring");

    first.answer(savedAs(first.request));
    expect(await screen.findByText("The plan has been saved.")).toBeTruthy();
    expect(name().value).toBe("Standard 2026 spring");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    const second = await submit();
    expect(second.request.body).toMatchObject({ name: "Standard 2026 spring" });
    second.answer(savedAs(second.request));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("saves a new plan kept open by typing meanwhile as that plan the next time", async () => {
    const { user, submit } = renderModal(null);
    await user.type(name(), "Light");
    const created = await submit();
    await user.type(name(), " plus");
    created.answer(savedAs(created.request));
    expect(await screen.findByText("Unsaved changes")).toBeTruthy();
    expect(name().value).toBe("Light plus");

    const second = await submit();
    expect(second.request.method).toBe("PUT");
    expect(second.request.body).toMatchObject({ name: "Light plus" });
  });

  it("keeps every edit when the save fails", async () => {
    const { onClose, user, submit } = renderModal(standard);
    await user.type(name(), " 2026");
    const first = await submit();
    await user.type(name(), " spring");
    first.answer(json(500, { code: "INTERNAL_ERROR", message: ["The plan could not be saved."] }));
    expect(await screen.findByText("The plan could not be saved.")).toBeTruthy();
    expect(name().value).toBe("Standard 2026 spring");
    expect(onClose).not.toHaveBeenCalled();
  });
});
