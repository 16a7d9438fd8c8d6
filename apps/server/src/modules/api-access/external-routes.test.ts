import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, formSubmissions, sites } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { ipAllowed } from "./ip-match.ts";

const ctx = useTestApp();
let token = "";
let account = { id: "", path: "" };
let other = { id: "", path: "" };
let otherKey = "";

async function settings(payload: object, as = token) {
  return ctx.app.inject({
    method: "PUT",
    url: api("/api-setting"),
    headers: { ...bearer(as), "accept-language": "en" },
    payload,
  });
}

function external(headers: Record<string, string> = {}, accountId = account.id, remoteAddress = "127.0.0.1") {
  return ctx.app.inject({
    method: "GET",
    url: api(`/external/accounts/${accountId}/sites`),
    headers: { "accept-language": "en", ...headers },
    remoteAddress,
  });
}

async function generateKey(as = token) {
  return (
    await ctx.app.inject({ method: "POST", url: api("/api-setting/generate-key"), headers: bearer(as) })
  ).json().api_key as string;
}

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  account = await createAccount(ctx, { kind: "user", parent: master });
  other = await createAccount(ctx, { kind: "user", parent: master });
  await ctx.database.db.update(accounts).set({ permissionGranted: true });
  await ctx.database.db.insert(sites).values([
    {
      accountId: account.id,
      name: "Spring sale",
      status: "PUBLISH",
      numberHorizontal: 1,
      numberVertical: 2,
      settings: {},
    },
    {
      accountId: other.id,
      name: "Not yours",
      status: "PUBLISH",
      numberHorizontal: 1,
      numberVertical: 1,
      settings: {},
    },
  ]);
  token = (await login(ctx, (await createOperator(ctx, { account, role: "USER" })).email)).access_token;
  const otherToken = (await login(ctx, (await createOperator(ctx, { account: other, role: "USER" })).email))
    .access_token;
  otherKey = await generateKey(otherToken);
  expect(
    (await settings({ enabled: true, method: "api_key", api_key: otherKey }, otherToken)).statusCode,
  ).toBe(200);
});

describe("API access", () => {
  it("validates the dialog: IP list, basic ID and password, key", async () => {
    expect((await settings({ enabled: true, method: "ip", ip_list: [] })).json().message).toEqual([
      "Enter at least one IP address.",
    ]);
    expect((await settings({ enabled: true, method: "ip", ip_list: ["300.1.1.1"] })).json().fields).toEqual([
      { path: "ip_list.0", message: "Enter a valid IP address or range." },
    ]);
    expect((await settings({ enabled: true, method: "basic", basic_id: "" })).json().fields[0].path).toBe(
      "basic_id",
    );
    expect((await settings({ enabled: true, method: "basic", basic_id: "crm" })).json().message).toBe(
      "This field is required.",
    );
    expect((await settings({ enabled: true, method: "api_key" })).json().message).toBe(
      "Generate or enter an API key.",
    );
  });

  it("with an API key: stores only its hash, lists the account's own sites, refuses another account's key", async () => {
    const key = await generateKey();
    const saved = (await settings({ enabled: true, method: "api_key", api_key: key })).json();
    expect(saved.settings).toMatchObject({
      enabled: true,
      method: "api_key",
      api_key_prefix: `${key.slice(0, 7)}…`,
    });
    expect(JSON.stringify(saved)).not.toContain(key);

    const listed = await external({ "x-api-key": key });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((site: { name: string }) => site.name)).toEqual(["Spring sale"]);
    expect((await external({ authorization: `Bearer ${key}` })).statusCode).toBe(200);

    const foreign = await external({ "x-api-key": otherKey });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().message).toBe("The API credentials are missing or wrong.");
    expect((await external()).statusCode).toBe(401);
  });

  it("with basic auth: needs the right ID and password", async () => {
    await settings({ enabled: true, method: "basic", basic_id: "crm", basic_password: "s3cret-Pass-1" });
    const basic = (id: string, password: string) => ({
      authorization: `Basic ${Buffer.from(`${id}:${password}`).toString("base64")}`,
    });
    expect((await external(basic("crm", "s3cret-Pass-1"))).statusCode).toBe(200);
    expect((await external(basic("crm", "wrong"))).statusCode).toBe(401);
    expect((await external(basic("other", "s3cret-Pass-1"))).statusCode).toBe(401);
  });

  it("with IP restriction: refuses a request from outside the allowed list", async () => {
    await settings({ enabled: true, method: "ip", ip_list: ["203.0.113.0/24", "2001:db8::1"] });
    expect((await external({}, account.id, "203.0.113.77")).statusCode).toBe(200);
    const blocked = await external({}, account.id, "198.51.100.1");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe("Requests from this address are not allowed.");
  });

  it("answers 404 when the API is disabled, and 403 once the permission is withdrawn", async () => {
    await settings({ enabled: false, method: "ip", ip_list: ["203.0.113.0/24"] });
    expect((await external({}, account.id, "203.0.113.5")).statusCode).toBe(404);
    await settings({ enabled: true, method: "ip", ip_list: ["203.0.113.0/24"] });
    await ctx.database.db
      .update(accounts)
      .set({ permissionGranted: false })
      .where(eq(accounts.id, account.id));
    expect((await external({}, account.id, "203.0.113.5")).json().message).toBe(
      "API access is not granted for this account.",
    );
    expect((await settings({ enabled: true, method: "ip", ip_list: ["203.0.113.0/24"] })).statusCode).toBe(
      403,
    );
  });
});

describe("ipAllowed", () => {
  it("matches exact addresses, IPv4 ranges and IPv4-mapped IPv6", () => {
    expect(ipAllowed("10.1.2.3", ["10.0.0.0/8"])).toBe(true);
    expect(ipAllowed("::ffff:10.1.2.3", ["10.1.2.3"])).toBe(true);
    expect(ipAllowed("11.0.0.1", ["10.0.0.0/8"])).toBe(false);
    expect(ipAllowed("2001:db8::1", ["2001:DB8::1"])).toBe(true);
    expect(ipAllowed("1.2.3.4", ["0.0.0.0/0"])).toBe(true);
  });
});

describe("external API: form submissions", () => {
  it("lists a site's contact and homepage submissions for the account's key, and no other account's site", async () => {
    await ctx.database.db.update(accounts).set({ permissionGranted: true });
    const key = await generateKey();
    await settings({ enabled: true, method: "api_key", api_key: key });
    const [mine] = await ctx.database.db.select().from(sites).where(eq(sites.accountId, account.id));
    const [theirs] = await ctx.database.db.select().from(sites).where(eq(sites.accountId, other.id));
    await ctx.database.db.insert(formSubmissions).values([
      {
        siteId: mine!.id,
        kind: "contact",
        lang: "ja",
        email: "a@example.com",
        data: [{ fieldId: "email", title: "メール", value: "a@example.com" }],
      },
      { siteId: mine!.id, kind: "homepage", lang: "en", mode: "catalogue", email: null, data: [] },
      { siteId: theirs!.id, kind: "contact", lang: "ja", email: "b@example.com", data: [] },
    ]);
    const list = (query = "", siteId = mine!.id) =>
      ctx.app.inject({
        method: "GET",
        url: api(`/external/accounts/${account.id}/sites/${siteId}/submissions${query}`),
        headers: { "x-api-key": key },
      });
    const all = await list();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(2);
    expect(
      all
        .json()
        .items.map((i: { kind: string }) => i.kind)
        .sort(),
    ).toEqual(["contact", "homepage"]);
    const contacts = (await list("?kind=contact")).json();
    expect(contacts.items).toEqual([
      expect.objectContaining({
        kind: "contact",
        email: "a@example.com",
        values: { email: "a@example.com" },
      }),
    ]);
    expect((await list("", theirs!.id)).statusCode).toBe(404);
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(document.paths)).toContain(
      "/api/v1/external/accounts/{account_id}/sites/{site_id}/submissions",
    );
  });
});
