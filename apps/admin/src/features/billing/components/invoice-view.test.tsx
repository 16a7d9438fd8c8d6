import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { InvoiceView } from "./invoice-view";

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const payment = {
  id: "b1",
  account_id: "a1",
  company_name: "Direct KK",
  month: "2026-04",
  plan_name: "Standard",
  page_views: 52_001,
  blocks_consumed: 3,
  plan_fee: 30_000,
  page_view_fee: 1_500,
  license_fee: 0,
  initial_fee: 0,
  monthly_fee: 30_000,
  total_fee: 31_500,
  tax: 3_150,
  total: 34_650,
  status: "unpaid",
  method: "bank_transfer",
  paid_at: null,
  invoice_number: "202604-000001",
  created_at: "2026-05-01T00:00:00.000Z",
};

const invoice = {
  id: "i1",
  number: "202604-000001",
  invoice_date: "2026-05-01",
  due_date: "2026-05-31",
  month: "2026-04",
  issuer: {
    name: "Mekuri Inc.",
    registration_number: "T9010401012345",
    address: "Tokyo",
    bank_transfer: "Bank 123",
  },
  recipient_name: "Direct KK",
  lines: [
    {
      kind: "plan",
      label: "Plan fee (Standard)",
      quantity: 1,
      unit_price: 30_000,
      amount: 30_000,
      rate_percent: 10,
    },
    { kind: "pageViews", label: "PV fee", quantity: 3, unit_price: 500, amount: 1_500, rate_percent: 10 },
  ],
  subtotal: 31_500,
  taxes: [{ rate_percent: 10, taxable: 31_500, tax: 3_150 }],
  tax: 3_150,
  total: 34_650,
  notes: "",
  paid_by_card_on: null,
  replaces_number: null,
  cancelled_by_number: null,
  issued_at: "2026-05-01T00:00:00.000Z",
};

function signIn() {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
}

describe("the invoice view", () => {
  it("shows the invoice's lines, tax per rate and registration number", async () => {
    await i18n.changeLanguage("en");
    signIn();
    stubFetch({
      "GET /api/v1/bill/b1": () =>
        json(200, {
          payment,
          invoice,
          invoices: [{ id: "i1", number: invoice.number, issued_at: "", cancelled: false }],
          can_force_complete: false,
          can_confirm_receipt: false,
        }),
    });
    renderAt(<InvoiceView id="b1" />);
    expect(await screen.findByText("Registration number: T9010401012345")).toBeTruthy();
    expect(screen.getByText("10% taxable ¥31,500 / tax ¥3,150")).toBeTruthy();
    expect(screen.getByText("Total (incl. tax): ¥34,650")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Force-complete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Confirm transfer" })).toBeNull();
  });

  it("force-completes only from the confirmation dialog, and shows the server's message", async () => {
    await i18n.changeLanguage("en");
    signIn();
    let completed = false;
    const { requests } = stubFetch({
      "GET /api/v1/bill/b1": () =>
        json(200, {
          payment: { ...payment, status: completed ? "completed" : "unpaid" },
          invoice,
          invoices: [],
          can_force_complete: !completed,
          can_confirm_receipt: false,
        }),
      "PUT /api/v1/bill/b1/force-complete": () => {
        completed = true;
        return json(200, {
          message: "The payment has been force-completed.",
          payment: { ...payment, status: "completed" },
        });
      },
    });
    renderAt(<InvoiceView id="b1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Force-complete" }));
    const dialog = await screen.findByRole("dialog", { name: "Force-complete this payment?" });
    expect(dialog.textContent).toContain("Direct KK for 2026-04 (¥34,650)");
    // Nothing is sent until the dialog's own button is pressed (cancelling is covered end to end).
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Force-complete" }));
    expect(await screen.findByText("The payment has been force-completed.")).toBeTruthy();
    expect(requests.filter((request) => request.method === "PUT")).toHaveLength(1);
    expect(await screen.findByText("Completed")).toBeTruthy();
  });

  it("records a bank transfer as received from its confirmation dialog, for the invoice's issuer", async () => {
    await i18n.changeLanguage("en");
    signIn();
    let received = false;
    const { requests } = stubFetch({
      "GET /api/v1/bill/b1": () =>
        json(200, {
          payment: { ...payment, status: received ? "paid" : "unpaid" },
          invoice,
          invoices: [],
          can_force_complete: false,
          can_confirm_receipt: !received,
        }),
      "PUT /api/v1/bill/b1/confirm-receipt": () => {
        received = true;
        return json(200, {
          message: "The bank transfer has been recorded as received.",
          payment: { ...payment, status: "paid" },
        });
      },
    });
    renderAt(<InvoiceView id="b1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Confirm transfer" }));
    const dialog = await screen.findByRole("dialog", { name: "Record the bank transfer as received?" });
    expect(dialog.textContent).toContain("Direct KK for 2026-04 (¥34,650) becomes paid");
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Record as received" }));
    expect(await screen.findByText("The bank transfer has been recorded as received.")).toBeTruthy();
    expect(requests.filter((request) => request.method === "PUT").map((request) => request.url)).toEqual([
      expect.stringContaining("/bill/b1/confirm-receipt"),
    ]);
    expect(screen.queryByRole("button", { name: "Confirm transfer" })).toBeNull();
  });
});
