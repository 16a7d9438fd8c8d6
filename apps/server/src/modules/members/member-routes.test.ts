import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberRegistrations, siteMembers } from "../../platform/database/schema/index.ts";
import { createSmtpTransport } from "../../platform/mail/mail-transport.ts";
import { decodeBody, startSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { api, bearer, login, useTestApp } from "../../testing/test-app.ts";
import { publishFormSite } from "../forms/form-site-fixture.ts";

const smtp = await startSmtpReceiver();
const ctx = useTestApp({
  env: { PUBLIC_URL: "https://console.example.com", SITES_DOMAIN: "sites.example.com" },
  mailTransport: createSmtpTransport(smtp.url),
});
afterAll(() => smtp.close());

let siteId: string;
let otherSiteId: string;
let lockedPageId: string;
beforeAll(async () => {
  ({ siteId } = await publishFormSite(ctx));
  ({ siteId: otherSiteId } = await publishFormSite(ctx));
  const snapshot = (await ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}`) })).json();
  lockedPageId = snapshot.categories[1].pages[1].id;
});

let address = 0;
/** Each test speaks from its own address, so the rate limits of one do not touch another. */
const from = () => `10.0.0.${++address}`;

const post = (url: string, payload: unknown, remoteAddress = from(), headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: api(url),
    payload: payload as object,
    remoteAddress,
    headers: { "accept-language": "en", ...headers },
  });

const registration = (email: string) => ({
  email,
  password: "Member-pass1",
  confirm_password: "Member-pass1",
  data: { nickname: "Hana" },
  lang: "ja",
});

/** The link of the nth mail (1-based) sent to the address. */
async function mailedToken(to: string, nth = 1): Promise<{ token: string; url: string; raw: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.received.filter((m) => m.to.includes(to))[nth - 1];
    if (mail) {
      const body = decodeBody(mail.raw);
      const match = body.match(/(https?:\/\/\S+\/register-success\?token=(\S+))/);
      if (!match) throw new Error(`no registration link in:\n${body}`);
      return { url: match[1]!, token: decodeURIComponent(match[2]!), raw: mail.raw };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await smtp.waitFor(smtp.received.length + 1, 1000).catch(() => undefined);
  }
}

describe("member registration by mail", () => {
  it("mails a link to the site, confirms once, logs in and opens a members-only page", async () => {
    const email = "hana@example.com";
    const registered = await post(`/end-user/site/${siteId}/register`, registration(email));
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toContain("within 24 hours");

    const { url, token, raw } = await mailedToken(email);
    expect(url, url).toSatisfy((u: string) =>
      u.startsWith(`https://${siteId}.sites.example.com/sites/${siteId}/register-success?token=`),
    );
    expect(raw).toMatch(/Subject: =\?UTF-8\?|Subject: .*Fixture site/);

    const confirmed = await post(`/end-user/site/${siteId}/register/confirm`, { token });
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json();
    expect(session).toMatchObject({
      expires_in: 604800,
      message: "Your registration is complete. You are now logged in.",
    });

    const locked = await ctx.app.inject({
      method: "GET",
      url: api(`/end-user/site/${siteId}/page/${lockedPageId}/private?lang=en`),
      headers: bearer(session.access_token),
    });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().content.detail.main_text).toBe("Secret B2 (English)");

    const reused = await post(`/end-user/site/${siteId}/register/confirm`, { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect(reused.json().message).toContain("already been used or has expired");

    const loggedIn = await post(`/end-user/site/${siteId}/login`, {
      email: "HANA@example.com",
      password: "Member-pass1",
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().member).toEqual({ email });
    for (const kind of ["product", "button", "link"]) {
      const part = await ctx.app.inject({
        method: "GET",
        url: api(`/end-user/site/${siteId}/page/${lockedPageId}/${kind}/private`),
        headers: bearer(loggedIn.json().access_token),
      });
      expect(part.statusCode).toBe(200);
    }

    const [member] = await ctx.database.db.select().from(siteMembers).where(eq(siteMembers.siteId, siteId));
    expect(member).toMatchObject({ email, lang: "ja" });
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(member!.data).toEqual([{ fieldId: "nickname", title: "ニックネーム", value: "Hana" }]);
  });

  it("answers 401 for the private page without a token, with another site's token and after logout", async () => {
    const url = api(`/end-user/site/${siteId}/page/${lockedPageId}/private`);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);

    const email = "two-sites@example.com";
    await post(`/end-user/site/${otherSiteId}/register`, registration(email));
    const { token } = await mailedToken(email);
    const other = (await post(`/end-user/site/${otherSiteId}/register/confirm`, { token })).json();
    const foreign = await ctx.app.inject({ method: "GET", url, headers: bearer(other.access_token) });
    expect(foreign.statusCode).toBe(401);

    const operator = await login(ctx, (await publishFormSite(ctx)).owner.email);
    expect(
      (await ctx.app.inject({ method: "GET", url, headers: bearer(operator.access_token) })).statusCode,
    ).toBe(401);

    const own = await ctx.app.inject({
      method: "GET",
      url: api(`/end-user/site/${otherSiteId}/page/${lockedPageId}/private`),
      headers: bearer(other.access_token),
    });
    expect(own.statusCode).toBe(404);
    const logout = await ctx.app.inject({
      method: "POST",
      url: api(`/end-user/site/${otherSiteId}/logout`),
      headers: bearer(other.access_token),
    });
    expect(logout.statusCode).toBe(204);
    const again = await ctx.app.inject({
      method: "POST",
      url: api(`/end-user/site/${otherSiteId}/logout`),
      headers: bearer(other.access_token),
    });
    expect(again.statusCode).toBe(401);
  });

  it("refuses a login on a site where the address is not a member, with the login-failed message", async () => {
    const email = "only-other@example.com";
    await post(`/end-user/site/${otherSiteId}/register`, registration(email));
    const { token } = await mailedToken(email);
    expect((await post(`/end-user/site/${otherSiteId}/register/confirm`, { token })).statusCode).toBe(200);

    const elsewhere = await post(`/end-user/site/${siteId}/login`, { email, password: "Member-pass1" });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "The login ID or password is incorrect. Please check and try logging in again.",
    });
    const wrong = await post(`/end-user/site/${otherSiteId}/login`, { email, password: "Member-pass2" });
    expect(wrong.statusCode).toBe(401);
  });

  it("says an address is registered on this site only, and lets it register on another site", async () => {
    const email = "taken@example.com";
    await post(`/end-user/site/${siteId}/register`, registration(email));
    await post(`/end-user/site/${siteId}/register/confirm`, { token: (await mailedToken(email)).token });
    const again = await post(`/end-user/site/${siteId}/register`, registration(email));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "This e-mail address is already registered on this site. Please log in.",
    );
    expect((await post(`/end-user/site/${otherSiteId}/register`, registration(email))).statusCode).toBe(201);
  });

  it("rejects weak, mismatched and badly addressed registrations and keeps nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { password: "short1A!", confirm_password: "short1A!x" },
        "confirm_password",
        "Passwords do not match. Please try again.",
      ],
      [
        { password: "alllowercase1!", confirm_password: "alllowercase1!" },
        "password",
        "Use at least one lowercase",
      ],
      [
        { password: "Sh0rt!", confirm_password: "Sh0rt!" },
        "password",
        "Length must be between 8 and 20 characters.",
      ],
      [
        { password: "Has space1!A", confirm_password: "Has space1!A" },
        "password",
        "Use at least one lowercase",
      ],
      [{ email: "double..dot@example.com" }, "email", "Invalid email address."],
      [{ email: "not-an-address" }, "email", "Invalid email address."],
      [{ email: "" }, "email", "This field is required."],
      [{ data: {} }, "data.nickname", "This field is required."],
      [{ data: { nickname: 5 } }, "data.nickname", "This value has the wrong type."],
      [{ data: { nickname: "x", unknown: "y" } }, "data.unknown", "This item is not part of the form."],
    ];
    for (const [change, path, message] of cases) {
      const response = await post(`/end-user/site/${siteId}/register`, {
        ...registration("bad@example.com"),
        ...change,
      });
      expect(response.statusCode, path).toBe(400);
      const field = response.json().fields.find((f: { path: string }) => f.path === path);
      expect(field?.message, JSON.stringify(response.json())).toContain(message);
    }
    const kept = await ctx.database.db
      .select()
      .from(memberRegistrations)
      .where(and(eq(memberRegistrations.siteId, siteId), eq(memberRegistrations.email, "bad@example.com")));
    expect(kept).toEqual([]);
  });

  it("requires the agreement when the company asks for it", async () => {
    const { siteId: strict } = await publishFormSite(ctx, { company: { agreementRequired: true } });
    const setting = await ctx.app.inject({
      method: "GET",
      url: api(`/end-user/site/${strict}/membership-setting`),
    });
    expect(setting.json()).toMatchObject({ agreement_required: true, locked: false });
    const refused = await post(`/end-user/site/${strict}/register`, registration("agree@example.com"));
    expect(refused.json().fields).toEqual([
      { path: "agreed", message: "Please agree to the terms of service and the privacy policy." },
    ]);
    const accepted = await post(`/end-user/site/${strict}/register`, {
      ...registration("agree@example.com"),
      agreed: true,
    });
    expect(accepted.statusCode).toBe(201);
  });

  it("refuses an expired link, and a resent link replaces the old one", async () => {
    const email = "late@example.com";
    await post(`/end-user/site/${siteId}/register`, registration(email));
    const first = await mailedToken(email);
    const resent = await post(`/end-user/site/${siteId}/resend-register-email`, { email, lang: "ja" });
    expect(resent.statusCode).toBe(200);
    const second = await mailedToken(email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await post(`/end-user/site/${siteId}/register/confirm`, { token: first.token })).statusCode).toBe(
      400,
    );

    await ctx.database.db
      .update(memberRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberRegistrations.email, email));
    const expired = await post(`/end-user/site/${siteId}/register/confirm`, { token: second.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toContain("has expired");

    const unknown = await post(`/end-user/site/${siteId}/resend-register-email`, {
      email: "nobody@example.com",
    });
    expect(unknown.json()).toEqual(resent.json());
  });

  it("answers 429 with the rate-limited message to a flood of logins from one address", async () => {
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await post(
        `/end-user/site/${siteId}/login`,
        { email: "flood@example.com", password: "Nope-pass1!" },
        address,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
        expect(response.headers["retry-after"]).toBeTruthy();
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("answers 404 for an unknown site", async () => {
    const response = await post(
      "/end-user/site/6f1c2d3e-0000-4000-8000-000000000000/register",
      registration("x@example.com"),
    );
    expect(response.statusCode).toBe(404);
  });
});
