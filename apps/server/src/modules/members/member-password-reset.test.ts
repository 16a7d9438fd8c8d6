import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport } from "../../platform/mail/mail-transport.ts";
import { decodeBody, startSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { api, bearer, useTestApp } from "../../testing/test-app.ts";
import { publishFormSite } from "../forms/form-site-fixture.ts";

const smtp = await startSmtpReceiver();
const ctx = useTestApp({
  env: { PUBLIC_URL: "https://console.example.com", SITES_DOMAIN: "sites.example.com" },
  mailTransport: createSmtpTransport(smtp.url),
});
afterAll(() => smtp.close());

let siteId: string;
let otherSiteId: string;
beforeAll(async () => {
  ({ siteId } = await publishFormSite(ctx));
  ({ siteId: otherSiteId } = await publishFormSite(ctx));
});

let address = 0;
/** Each test speaks from its own address, so the rate limits of one do not touch another. */
const from = () => `10.1.0.${++address}`;
const post = (url: string, payload: object, remoteAddress = from()) =>
  ctx.app.inject({
    method: "POST",
    url: api(url),
    payload,
    remoteAddress,
    headers: { "accept-language": "en" },
  });

/** The link of the nth mail (1-based) to the address whose body holds `page`?token=. */
async function mailedLink(to: string, page: string, nth = 1): Promise<{ url: string; token: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = smtp.received.filter(
      (m) => m.to.includes(to) && decodeBody(m.raw).includes(`/${page}?token=`),
    );
    const mail = mails[nth - 1];
    if (mail) {
      const match = decodeBody(mail.raw).match(new RegExp(`(https?://\\S+/${page}\\?token=(\\S+))`));
      return { url: match![1]!, token: decodeURIComponent(match![2]!) };
    }
    if (Date.now() > deadline) throw new Error(`no ${page} mail to ${to}`);
    await smtp.waitFor(smtp.received.length + 1, 1000).catch(() => undefined);
  }
}

/** A registered, confirmed member of the site; answers its first session's token. */
async function member(site: string, email: string, nth = 1, password = "Member-pass1") {
  const registered = await post(`/end-user/site/${site}/register`, {
    email,
    password,
    confirm_password: password,
    data: { nickname: "Hana" },
    lang: "en",
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const { token } = await mailedLink(email, "register-success", nth);
  return (await post(`/end-user/site/${site}/register/confirm`, { token })).json().access_token as string;
}

const login = (site: string, email: string, password: string) =>
  post(`/end-user/site/${site}/login`, { email, password });

describe("a member's forgotten password", () => {
  it("mails a link to the site's new-password page that sets the password once and ends the old sessions", async () => {
    const email = "forgetful@example.com";
    const oldSession = await member(siteId, email);

    const asked = await post(`/end-user/site/${siteId}/forgot-password`, {
      email: "Forgetful@Example.com",
      lang: "en",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(
      "If this address is registered on this site, we have sent a link to set a new password. It works for 30 minutes.",
    );
    const { url, token } = await mailedLink(email, "new-password");
    expect(url.startsWith(`https://${siteId}.sites.example.com/sites/${siteId}/EN/new-password?token=`)).toBe(
      true,
    );

    const mismatch = await post(`/end-user/site/${siteId}/reset-password`, {
      token,
      password: "New-pass-2",
      confirm_password: "New-pass-3",
    });
    expect(mismatch.json().fields).toEqual([
      { path: "confirm_password", message: "Passwords do not match. Please try again." },
    ]);

    const reset = await post(`/end-user/site/${siteId}/reset-password`, {
      token,
      password: "New-pass-2",
      confirm_password: "New-pass-2",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ member: { email } });

    expect((await login(siteId, email, "Member-pass1")).statusCode).toBe(401);
    expect((await login(siteId, email, "New-pass-2")).statusCode).toBe(200);
    const logoutWithOld = await ctx.app.inject({
      method: "POST",
      url: api(`/end-user/site/${siteId}/logout`),
      headers: bearer(oldSession),
    });
    expect(logoutWithOld.statusCode).toBe(401);

    const again = await post(`/end-user/site/${siteId}/reset-password`, {
      token,
      password: "Other-pass-4",
      confirm_password: "Other-pass-4",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "This link is invalid, has already been used or has expired. Please ask for a new one.",
    );
  });

  it("answers the same for an address that is not a member, and mails nothing", async () => {
    const before = smtp.received.length;
    const asked = await post(`/end-user/site/${siteId}/forgot-password`, {
      email: "nobody@example.com",
      lang: "en",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain("If this address is registered on this site");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.slice(before).some((m) => m.to.includes("nobody@example.com"))).toBe(false);
  });

  it("closes an earlier link when a new one is asked for, and a link of one site opens nothing on another", async () => {
    const email = "twice@example.com";
    await member(siteId, email);
    await member(otherSiteId, email, 2);
    await post(`/end-user/site/${siteId}/forgot-password`, { email, lang: "en" });
    const first = await mailedLink(email, "new-password", 1);
    await post(`/end-user/site/${siteId}/forgot-password`, { email, lang: "en" });
    const second = await mailedLink(email, "new-password", 2);
    const body = (token: string) => ({ token, password: "New-pass-2", confirm_password: "New-pass-2" });

    expect((await post(`/end-user/site/${siteId}/reset-password`, body(first.token))).statusCode).toBe(400);
    expect((await post(`/end-user/site/${otherSiteId}/reset-password`, body(second.token))).statusCode).toBe(
      400,
    );
    expect((await post(`/end-user/site/${siteId}/reset-password`, body(second.token))).statusCode).toBe(200);
    expect((await login(otherSiteId, email, "Member-pass1")).statusCode).toBe(200);
  });

  it("is rate limited per site and address", async () => {
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await post(
            `/end-user/site/${siteId}/forgot-password`,
            { email: "x@example.com", lang: "en" },
            address,
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
