import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { MailOutbox } from "./mail-outbox";

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the mail outbox", () => {
  it("lists kept mail with its link masked and opens the real link in a new tab on request", async () => {
    await i18n.changeLanguage("en");
    session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
    const link = "http://site.sites.localhost:3000/sites/site/register-success?token=abc";
    const masked = "http://site.sites.localhost:3000/sites/site/register-success?token=…";
    const tab = { opener: {}, location: { href: "about:blank" }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    stubFetch({
      "POST /api/v1/mail/outbox/m1/link": () => json(200, { url: link }),
      "GET /api/v1/mail/outbox": () =>
        json(200, {
          items: [
            {
              id: "m1",
              to_address: "hanako@example.com",
              subject: "Complete your registration",
              body: `Open this link within 24 hours:\n${masked}\n`,
              has_link: true,
              status: "kept",
              attempts: 0,
              last_error: null,
              created_at: "2026-11-22T01:00:00.000Z",
              sent_at: null,
            },
          ],
          total: 1,
          page: 1,
          keeps_mail: true,
        }),
    });
    renderAt(<MailOutbox />);
    expect(await screen.findByText("hanako@example.com")).toBeTruthy();
    expect(screen.getByText("Kept")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Complete your registration" }));
    expect(await screen.findByText(/token=…/)).toBeTruthy();
    expect(screen.queryByText(/token=abc/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Open link" }));
    expect(open).toHaveBeenCalledWith("about:blank", "_blank");
    await vi.waitFor(() => expect(tab.location.href).toBe(link));
    expect(tab.opener).toBeNull();
  });
});
