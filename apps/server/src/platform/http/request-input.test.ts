import { errorResponse } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { publishFormSite } from "../../modules/forms/form-site-fixture.ts";
import { insertSiteDraft } from "../../modules/sites/site-draft-writer.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();
let formSiteId = "";
let token = "";
let siteId = "";

beforeAll(async () => {
  formSiteId = (await publishFormSite(ctx)).siteId;
  const master = await createAccount(ctx, { kind: "master" });
  const user = await createAccount(ctx, { kind: "user", parent: master });
  token = (await login(ctx, (await createOperator(ctx, { account: user, role: "USER" })).email)).access_token;
  siteId = await insertSiteDraft(ctx.database.db, siteFixture(user.id));
});

let address = 0;
const send = (method: "GET" | "POST", url: string, payload?: string | object, headers = {}) =>
  ctx.app.inject({
    method,
    url: api(url),
    remoteAddress: `10.9.0.${++address}`,
    headers: { "accept-language": "en", "content-type": "application/json", ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

/** A 400 in the wire's error shape that names the field. */
function expectRefusedField(response: Awaited<ReturnType<typeof send>>, path: string, text: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  const body = errorResponse.parse(response.json());
  expect(body.code).toBe("VALIDATION_ERROR");
  expect(body.fields).toContainEqual({ path, message: expect.stringMatching(text) });
}

const contact = { email: "visitor@example.com", company: "Example", topic: "見積もり", channels: ["mail"] };

describe("NUL characters", () => {
  it("refuses a NUL in a query parameter of an unauthenticated endpoint with 400 naming it", async () => {
    expectRefusedField(await send("GET", "/seo?domain=a%00b"), "domain", /NUL/);
  });

  it("refuses a NUL in a path parameter before the route's access check reads it", async () => {
    expectRefusedField(await send("GET", "/end-user/site/a%00b/contact-setting"), "site_id", /NUL/);
  });

  it("refuses a NUL in a nested body value and in a body key, in every language", async () => {
    const value = await send("POST", `/end-user/site/${formSiteId}/contact`, {
      data: { ...contact, company: "Ex\u0000ample" },
    });
    expectRefusedField(value, "data.company", /NUL/);
    const key = await send("POST", `/end-user/site/${formSiteId}/contact`, {
      data: { ...contact, "com\u0000pany": "x" },
    });
    expectRefusedField(key, "data", /NUL/);
    for (const [language, text] of [
      ["ja", /NUL/],
      ["zh", /NUL/],
      ["ko", /NUL/],
    ] as const) {
      const localised = await send("GET", "/seo?domain=a%00b", undefined, { "accept-language": language });
      expect(localised.json().fields[0].message).toMatch(text);
      expect(localised.json().fields[0].message).not.toBe(value.json().fields[0].message);
    }
  });
});

describe("malformed Unicode", () => {
  it("refuses a lone surrogate in a contact-form value with 400 naming the field", async () => {
    const response = await send(
      "POST",
      `/end-user/site/${formSiteId}/contact`,
      `{"data":{"email":"visitor@example.com","company":"\\ud800","topic":"見積もり"}}`,
    );
    expectRefusedField(response, "data.company", /Unicode/);
  });

  it("refuses a lone surrogate in an upload's file name with 400 naming the field", async () => {
    // The second is also too large: its message names the file, which once could not be built.
    for (const size of [10, 10 * 1024 * 1024 * 1024]) {
      const response = await send(
        "POST",
        "/site/generate-urls",
        `{"site_id":"${siteId}","files":[{"name":"\\udc00.jpg","content_type":"image/jpeg","size":${size},"purpose":"creative"}]}`,
        bearer(token),
      );
      expectRefusedField(response, "files.0.name", /Unicode/);
    }
  });
});

describe("addresses the router cannot read", () => {
  it("answers a path that does not decode, or a path parameter over its length, in the error shape", async () => {
    for (const [url, status] of [
      ["/site/%ED%A0%80", 400],
      ["/site/%", 400],
      [`/site/${"x".repeat(5000)}`, 414],
    ] as const) {
      const response = await send("GET", url, undefined, bearer(token));
      expect(response.statusCode, url).toBe(status);
      expect(response.json()).toEqual({
        code: "MALFORMED_URL",
        message: "The address of this request is malformed or too long.",
      });
    }
  });
});

describe("deeply nested JSON", () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  const arrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

  it("answers 10,000 levels on the login and the contact form with the malformed-body message", async () => {
    for (const [url, body] of [
      ["/auth/login", `{"email":${nested(10_000)},"password":"x"}`],
      [`/end-user/site/${formSiteId}/contact`, `{"data":${arrays(10_000)}}`],
      [`/end-user/site/${formSiteId}/contact`, nested(10_000)],
    ] as const) {
      const response = await send("POST", url, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        code: "MALFORMED_BODY",
        message: "The request body could not be read.",
      });
    }
  });

  it("still reads brackets and braces inside strings as text, not as nesting", async () => {
    const response = await send("POST", "/auth/login", {
      email: "nobody@example.com",
      password: `${"[{".repeat(90)}"\\`,
    });
    expect(response.statusCode, response.body).toBe(401);
  });
});
