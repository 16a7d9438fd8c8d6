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
  it("lists kept mail and opens a message with its link clickable", async () => {
    await i18n.changeLanguage("en");
    session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
    const link = "http://site.sites.localhost:3000/sites/site/register-success?token=abc";
    stubFetch({
      "GET /api/v1/mail/outbox": () =>
        json(200, {
          items: [
            {
              id: "m1",
              to_address: "hanako@example.com",
              subject: "Complete your registration",
              text_body: `Open this link within 24 hours:\n${link}\n`,
              status: "kept",
              attempts: 0,
              last_error: null,
              created_at: "2026-11-22T01:00:00.000Z",
              sent_at: null,
            },
          ],
          total: 1,
          page: 1,
        }),
    });
    renderAt(<MailOutbox />);
    expect(await screen.findByText("hanako@example.com")).toBeTruthy();
    expect(screen.getByText("Kept")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Complete your registration" }));
    const anchor = await screen.findByRole("link", { name: link });
    expect(anchor.getAttribute("href")).toBe(link);
    expect(anchor.getAttribute("target")).toBe("_blank");
  });
});
