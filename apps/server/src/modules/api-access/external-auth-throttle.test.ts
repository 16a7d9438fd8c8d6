import { describe, expect, it } from "vitest";
import { accounts } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { externalAuthLimits } from "./external-auth.ts";

const ctx = useTestApp();

async function accountWithApi(method: "api_key" | "basic") {
  const master = await createAccount(ctx, { kind: "master" });
  const account = await createAccount(ctx, { kind: "user", parent: master });
  await ctx.database.db.update(accounts).set({ permissionGranted: true });
  const token = (await login(ctx, (await createOperator(ctx, { account, role: "USER" })).email)).access_token;
  const key = (
    await ctx.app.inject({ method: "POST", url: api("/api-setting/generate-key"), headers: bearer(token) })
  ).json().api_key as string;
  const saved = await ctx.app.inject({
    method: "PUT",
    url: api("/api-setting"),
    headers: bearer(token),
    payload: { enabled: true, method, api_key: key, basic_id: "crm", basic_password: "long-enough-pass" },
  });
  expect(saved.statusCode).toBe(200);
  return { id: account.id, key, token };
}

const sitesOf = (accountId: string, headers: Record<string, string>, ip: string) =>
  ctx.app.inject({
    method: "GET",
    url: api(`/external/accounts/${accountId}/sites`),
    headers: { "accept-language": "en", ...headers },
    remoteAddress: ip,
  });
const basic = (id: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${id}:${password}`).toString("base64")}`,
});

describe("external API authentication (issue 12 item 9)", () => {
  it("limits wrong API keys per address, even for the right key after, and not for other addresses", async () => {
    const account = await accountWithApi("api_key");
    const ip = "203.0.113.60";
    for (let i = 0; i < externalAuthLimits.perAddress.max; i++) {
      expect((await sitesOf(account.id, { "x-api-key": `mk_wrong${i}` }, ip)).statusCode).toBe(401);
    }
    const limited = await sitesOf(account.id, { "x-api-key": account.key }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await sitesOf(account.id, { "x-api-key": account.key }, "203.0.113.61")).statusCode).toBe(200);
  });

  it("limits wrong basic-auth passwords per account across addresses", async () => {
    const account = await accountWithApi("basic");
    for (let i = 0; i < externalAuthLimits.perTarget.max; i++) {
      const wrong = await sitesOf(account.id, basic("crm", "not-the-password"), `10.0.${i >> 8}.${i & 255}`);
      expect(wrong.statusCode).toBe(401);
    }
    expect((await sitesOf(account.id, basic("crm", "long-enough-pass"), "192.0.2.250")).statusCode).toBe(429);
  });

  it.each([
    ["ja", "12文字以上で入力してください。"],
    ["en", "Enter at least 12 characters."],
    ["zh", "至少输入12个字符。"],
    ["ko", "12자 이상 입력하세요."],
  ])(
    "refuses a basic-auth password under 12 characters, naming the field (%s)",
    async (language, message) => {
      const account = await accountWithApi("api_key");
      const response = await ctx.app.inject({
        method: "PUT",
        url: api("/api-setting"),
        headers: { ...bearer(account.token), "accept-language": language },
        payload: { enabled: true, method: "basic", basic_id: "c", basic_password: "p" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ path: "basic_password", message }]);
    },
  );

  it("shows a key once and keeps only its hash", async () => {
    const account = await accountWithApi("api_key");
    const { apiSettings } = await import("../../platform/database/schema/index.ts");
    const stored = await ctx.database.db.select().from(apiSettings);
    expect(JSON.stringify(stored)).not.toContain(account.key);
    const read = await ctx.app.inject({
      method: "GET",
      url: api("/api-setting"),
      headers: bearer(account.token),
    });
    expect(read.body).not.toContain(account.key);
    expect(read.json().api_key_prefix).toBe(`${account.key.slice(0, 7)}…`);
  });
});
