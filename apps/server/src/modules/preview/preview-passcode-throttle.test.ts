import { beforeAll, describe, expect, it } from "vitest";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";
import { previewPasscodeLimits } from "./preview-access.ts";

const ctx = useTestApp();
let ownerToken: string;
let userAccountId: string;
const passcode = "open-sesame-9";

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const user = await createAccount(ctx, { kind: "user", parent: master });
  userAccountId = user.id;
  ownerToken = (await login(ctx, (await createOperator(ctx, { account: user, role: "USER" })).email))
    .access_token;
});

/** A site shared openly behind a passcode: anyone with the link and the passcode may look. */
async function openSharedSite(): Promise<string> {
  const siteId = await insertSiteDraft(ctx.database.db, siteFixture(userAccountId));
  const shared = await ctx.app.inject({
    method: "POST",
    url: api(`/preview/site/${siteId}/share`),
    headers: bearer(ownerToken),
    payload: { emails: ["guest@example.com"], password: passcode, is_private: false },
  });
  expect(shared.statusCode).toBe(200);
  return siteId;
}

const guess = (siteId: string, password: string, ip: string) =>
  ctx.app.inject({
    method: "GET",
    url: api(`/preview/site/${siteId}?lang=en`),
    remoteAddress: ip,
    headers: { "x-preview-password": password, "accept-language": "en" },
  });

describe("preview passcode guessing (issue 12 item 8)", () => {
  it("limits wrong passcodes per address, even for a right one after, and not for other addresses", async () => {
    const siteId = await openSharedSite();
    const ip = "203.0.113.40";
    for (let i = 0; i < previewPasscodeLimits.perAddress.max; i++) {
      expect((await guess(siteId, `wrong-guess-${i}`, ip)).statusCode).toBe(401);
    }
    const limited = await guess(siteId, passcode, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await guess(siteId, passcode, "203.0.113.41")).statusCode).toBe(200);
  });

  it("limits wrong passcodes per site across addresses, by header and by invited login alike", async () => {
    const siteId = await openSharedSite();
    const half = Math.ceil(previewPasscodeLimits.perTarget.max / 2);
    for (let i = 0; i < half; i++) {
      expect((await guess(siteId, "wrong-guess", `198.51.100.${i}`)).statusCode).toBe(401);
    }
    for (let i = half; i < previewPasscodeLimits.perTarget.max; i++) {
      const wrongLogin = await ctx.app.inject({
        method: "POST",
        url: api(`/preview/site/${siteId}/login`),
        remoteAddress: `198.51.100.${i}`,
        payload: { email: "guest@example.com", password: "wrong-guess" },
      });
      expect(wrongLogin.statusCode).toBe(401);
    }
    expect((await guess(siteId, passcode, "192.0.2.200")).statusCode).toBe(429);
    // Another site is not affected.
    expect((await guess(await openSharedSite(), passcode, "192.0.2.200")).statusCode).toBe(200);
  });

  it.each([
    ["ja", "8〜64文字で入力してください。"],
    ["en", "Length must be between 8 and 64 characters."],
    ["zh", "长度必须在8到64个字符之间。"],
    ["ko", "8~64자로 입력하세요."],
  ])("refuses a passcode shorter than 8 characters, naming the field (%s)", async (language, message) => {
    const siteId = await insertSiteDraft(ctx.database.db, siteFixture(userAccountId));
    const response = await ctx.app.inject({
      method: "POST",
      url: api(`/preview/site/${siteId}/share`),
      headers: { ...bearer(ownerToken), "accept-language": language },
      payload: { emails: [], password: "seven77", is_private: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: "password", message }]);
  });
});
