import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport } from "../../platform/mail/mail-transport.ts";
import { decodeBody, startSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { api, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const smtp = await startSmtpReceiver();
const ctx = useTestApp({
  env: { PUBLIC_URL: "https://console.example.com" },
  mailTransport: createSmtpTransport(smtp.url),
});
afterAll(() => smtp.close());

let account: { id: string; path: string };
beforeAll(async () => {
  account = await createAccount(ctx, { kind: "user" });
});

function linkToken(raw: string): string {
  const match = decodeBody(raw).match(/https:\/\/console\.example\.com\/new-password\?token=([^\s]+)/);
  if (!match) throw new Error(`no reset link in mail:\n${raw}`);
  return decodeURIComponent(match[1]!);
}

describe("password reset by mail", () => {
  it("mails a link over SMTP that verifies, resets once, and ends the old sessions", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const session = await login(ctx, operator.email);
    const before = smtp.received.length;

    const forgot = await ctx.app.inject({
      method: "POST",
      url: api("/auth/forgot-password"),
      headers: { "accept-language": "en" },
      payload: { email: operator.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toBe(
      "If the address is registered, we have sent a link to reset the password.",
    );

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual([operator.email]);
    expect(mail!.raw).toContain("Subject: Reset your Mekuri password");
    const token = linkToken(mail!.raw);

    const verified = await ctx.app.inject({
      method: "POST",
      url: api("/auth/verify-token"),
      payload: { token },
    });
    expect(verified.json()).toEqual({ valid: true, email: operator.email });

    const mismatch = await ctx.app.inject({
      method: "POST",
      url: api("/auth/reset-password"),
      headers: { "accept-language": "en" },
      payload: { token, password: "Fresh-pass1", confirm_password: "Fresh-pass2" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual([
      { path: "confirm_password", message: "Passwords do not match. Please try again." },
    ]);

    const reset = await ctx.app.inject({
      method: "POST",
      url: api("/auth/reset-password"),
      payload: { token, password: "Fresh-pass1", confirm_password: "Fresh-pass1" },
    });
    expect(reset.statusCode).toBe(200);

    const again = await ctx.app.inject({
      method: "POST",
      url: api("/auth/reset-password"),
      payload: { token, password: "Other-pass1", confirm_password: "Other-pass1" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("INVALID_TOKEN");

    const oldSession = await ctx.app.inject({
      method: "POST",
      url: api("/auth/refresh-token"),
      headers: { authorization: `Bearer ${session.refresh_token}` },
    });
    expect(oldSession.statusCode).toBe(401);
    await login(ctx, operator.email, "Fresh-pass1");
  });

  it("answers an unknown address exactly like a known one and sends nothing", async () => {
    const before = smtp.received.length;
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/auth/forgot-password"),
      headers: { "accept-language": "en" },
      payload: { email: "stranger@example.com" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      "If the address is registered, we have sent a link to reset the password.",
    );
    await ctx.app.mail.flush();
    expect(smtp.received.length).toBe(before);
  });

  it("refuses a made-up token", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/auth/verify-token"),
      headers: { "accept-language": "en" },
      payload: { token: "00000000-0000-0000-0000-000000000000.abcdefghijklmnopqrstuvwxyz" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "INVALID_TOKEN",
      message: "This link is invalid or has expired. Please request a new one.",
    });
  });
});
