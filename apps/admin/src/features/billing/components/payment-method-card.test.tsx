import type { UserInfo } from "@mekuri/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { PaymentMethodCard } from "./payment-method-card";

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const customer: UserInfo = {
  id: "o1",
  email: "owner@example.com",
  name: "Owner",
  role: "USER",
  adminRole: "main_contact",
  authority: "edit",
  userTypeId: "adminuser",
  mustChangePassword: false,
  permissions: ["billing:view", "billing:paymentMethod", "plans:view"],
  navigation: [],
  account: { id: "a1", kind: "user", companyName: "Direct KK", contractStatus: "active" },
};

function show(user: UserInfo, path = "/adminuser/check-plan") {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
  return renderAt(
    <CurrentUserContext value={user}>
      <PaymentMethodCard />
    </CurrentUserContext>,
    path,
  );
}

describe("the payment method card", () => {
  it("sends the customer to the card provider's page to add a card", async () => {
    await i18n.changeLanguage("en");
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { requests } = stubFetch({
      "GET /api/v1/billing/payment-method": () =>
        json(200, { method: "bank_transfer", card: null, card_available: true }),
      "POST /api/v1/billing/card-setup": () => json(200, { url: "https://checkout.example/pay/cs_test_1" }),
    });
    show(customer);
    expect(await screen.findByText("Bank transfer")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add a card" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/pay/cs_test_1"));
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("finishes the setup when the provider's page sends the browser back, and shows the saved card", async () => {
    await i18n.changeLanguage("en");
    let saved = false;
    const { requests } = stubFetch({
      "GET /api/v1/billing/payment-method": () =>
        json(200, saved ? cardInfo : { method: "bank_transfer", card: null, card_available: true }),
      "POST /api/v1/billing/card-setup/complete": () => {
        saved = true;
        return json(200, { ...cardInfo, message: "Your card has been saved. Bills are now paid by card." });
      },
    });
    const { router } = show(customer, "/adminuser/check-plan?card_setup=cs_test_9");
    expect(await screen.findByText("Your card has been saved. Bills are now paid by card.")).toBeTruthy();
    expect(await screen.findByText("VISA •••• 4242 (expires 12/2029)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change card" })).toBeTruthy();
    const completes = requests.filter((request) => request.url.endsWith("/billing/card-setup/complete"));
    expect(completes).toHaveLength(1);
    expect(completes[0]!.body).toEqual({ session_id: "cs_test_9" });
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows the server's message when the card was not saved", async () => {
    await i18n.changeLanguage("en");
    stubFetch({
      "GET /api/v1/billing/payment-method": () =>
        json(200, { method: "bank_transfer", card: null, card_available: true }),
      "POST /api/v1/billing/card-setup/complete": () =>
        json(400, { code: "VALIDATION_ERROR", message: "The card was not saved. Please enter it again." }),
    });
    show(customer, "/adminuser/check-plan?card_setup=cs_test_unfinished");
    expect(await screen.findByText("The card was not saved. Please enter it again.")).toBeTruthy();
  });

  it("offers no card where the server has no card provider", async () => {
    await i18n.changeLanguage("en");
    stubFetch({
      "GET /api/v1/billing/payment-method": () =>
        json(200, { method: "bank_transfer", card: null, card_available: false }),
    });
    show(customer);
    expect(
      await screen.findByText(
        "Card payments are not configured on this server, so bills are paid by bank transfer.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a card" })).toBeNull();
  });

  it("shows an editor how the account pays without offering to change it", async () => {
    await i18n.changeLanguage("en");
    stubFetch({
      "GET /api/v1/billing/payment-method": () => json(200, cardInfo),
    });
    show({ ...customer, adminRole: "editor", permissions: ["billing:view", "plans:view"] });
    expect(await screen.findByText("VISA •••• 4242 (expires 12/2029)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change card" })).toBeNull();
  });
});

const cardInfo = {
  method: "card",
  card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2029 },
  card_available: true,
};
