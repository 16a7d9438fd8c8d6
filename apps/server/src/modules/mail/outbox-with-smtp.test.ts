import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport } from "../../platform/mail/mail-transport.ts";
import { startSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const smtp = await startSmtpReceiver();
const ctx = useTestApp({ mailTransport: createSmtpTransport(smtp.url) });
afterAll(() => smtp.close());

let token: string;
let email: string;
beforeAll(async () => {
  const account = await createAccount(ctx, { kind: "master" });
  ({ email } = await createOperator(ctx, { account, role: "MASTER" }));
  token = (await login(ctx, email)).access_token;
});

describe("mail outbox with a mail server", () => {
  it("shows no mail text and opens no link, even to the master's main contact", async () => {
    const before = smtp.received.length;
    await ctx.app.inject({ method: "POST", url: api("/auth/forgot-password"), payload: { email } });
    await smtp.waitFor(before + 1);

    const listed = await ctx.app.inject({ method: "GET", url: api("/mail/outbox"), headers: bearer(token) });
    expect(listed.statusCode).toBe(200);
    const page = listed.json();
    expect(page.keeps_mail).toBe(false);
    const [mail] = page.items;
    expect(mail).toMatchObject({ to_address: email, body: null, has_link: false });
    expect(listed.body).not.toContain("token");

    const opened = await ctx.app.inject({
      method: "POST",
      url: api(`/mail/outbox/${mail.id}/link`),
      headers: bearer(token),
    });
    expect(opened.statusCode).toBe(404);
  });
});
