import { jstDate } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../platform/database/schema/index.ts";
import { createSmtpTransport } from "../../platform/mail/mail-transport.ts";
import { decodeBody, startSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { api, bearer, createAccount, createOperator, useTestApp } from "../../testing/test-app.ts";

const smtp = await startSmtpReceiver();
const ctx = useTestApp({
  env: { PUBLIC_URL: "https://console.example.com" },
  mailTransport: createSmtpTransport(smtp.url),
});
afterAll(() => smtp.close());

let master: { id: string; path: string };
beforeAll(async () => {
  master = await createAccount(ctx, { kind: "master" });
});

let address = 0;
const post = (url: string, payload: object, remoteAddress = `10.2.0.${++address}`) =>
  ctx.app.inject({
    method: "POST",
    url: api(url),
    payload,
    remoteAddress,
    headers: { "accept-language": "en" },
  });

const signUp = (email: string, over: object = {}, remoteAddress?: string) =>
  post(
    "/auth/sign-up",
    {
      company_name: "Sakura Shop",
      contact_name: "Sakura Tanaka",
      email,
      password: "Trial-pass1",
      confirm_password: "Trial-pass1",
      ...over,
    },
    remoteAddress,
  );

/** The sign-up link of the nth mail to the address. */
async function mailedToken(to: string, nth = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.received.filter((m) => m.to.includes(to))[nth - 1];
    if (mail) {
      const match = decodeBody(mail.raw).match(
        /https:\/\/console\.example\.com\/sign-up\/verify\?token=(\S+)/,
      );
      if (!match) throw new Error(`no sign-up link in:\n${decodeBody(mail.raw)}`);
      return decodeURIComponent(match[1]!);
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await smtp.waitFor(smtp.received.length + 1, 1000).catch(() => undefined);
  }
}

describe("self-service sign-up (decision 057)", () => {
  it("mails a link that makes a trial account below the master on the Trial plan, once, and logs in", async () => {
    const email = "sakura@example.com";
    const asked = await signUp(email);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toContain("Open its link within 24 hours to start your trial");

    const token = await mailedToken(email);
    const verified = await post("/auth/sign-up/verify", { token });
    expect(verified.statusCode, verified.body).toBe(200);
    const session = verified.json();
    expect(session).toMatchObject({
      message: "Your trial has started. Welcome to Mekuri!",
      must_change_password: false,
      user: { email, role: "USER", account: { kind: "user", company_name: "Sakura Shop" } },
    });

    const [account] = await ctx.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, session.user.account.id));
    expect(account).toMatchObject({ parentId: master.id, contractStartDate: jstDate(new Date()) });
    expect(account!.path).toBe(`${master.path}${account!.id}/`);
    const plan = await ctx.app.inject({
      method: "GET",
      url: api("/user-plan"),
      headers: bearer(session.access_token),
    });
    expect(plan.json().current).toMatchObject({ name: "Trial" });

    const login = await post("/auth/login", { email, password: "Trial-pass1" });
    expect(login.statusCode).toBe(200);
    const again = await post("/auth/sign-up/verify", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "This sign-up link is invalid, has already been used or has expired. Please sign up again.",
    );
  });

  it("answers an address that already has a login the same, and mails it nothing", async () => {
    const existing = await createOperator(ctx, { account: master, role: "MASTER_USER", adminRole: "editor" });
    const before = smtp.received.length;
    const asked = await signUp(existing.email);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toContain("Open its link within 24 hours");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.slice(before).some((m) => m.to.includes(existing.email))).toBe(false);
  });

  it("refuses bad input under its fields", async () => {
    const response = await signUp("not-an-address", {
      company_name: "",
      contact_name: "x".repeat(51),
      password: "short",
      confirm_password: "other",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields, response.body).toEqual(
      expect.arrayContaining([
        { path: "company_name", message: "This field is required." },
        { path: "contact_name", message: "Enter at most 50 characters." },
        { path: "email", message: "Invalid email address." },
        { path: "password", message: "Length must be between 8 and 20 characters." },
      ]),
    );
    const mismatch = await signUp("mismatch@example.com", { confirm_password: "Trial-pass2" });
    expect(mismatch.json().fields).toEqual([
      { path: "confirm_password", message: "Passwords do not match. Please try again." },
    ]);
  });

  it("lets only the newest link of an address work", async () => {
    const email = "twice@example.com";
    await signUp(email);
    const first = await mailedToken(email, 1);
    await signUp(email);
    const second = await mailedToken(email, 2);
    expect((await post("/auth/sign-up/verify", { token: first })).statusCode).toBe(400);
    expect((await post("/auth/sign-up/verify", { token: second })).statusCode).toBe(200);
  });

  it("is throttled: per address of the caller with a 429, per e-mail by mailing nothing more", async () => {
    const caller = "10.3.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signUp(`flood${i}@example.com`, {}, caller)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);

    const target = "target@example.com";
    const before = smtp.received.length;
    for (let i = 0; i < 5; i++) expect((await signUp(target, {}, `10.4.0.${i}`)).statusCode).toBe(202);
    const toTarget = () => smtp.received.slice(before).filter((m) => m.to.includes(target)).length;
    await expect.poll(toTarget, { timeout: 10_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toTarget()).toBe(3);
  });
});
