import { errorResponse, sitePageNames } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { publishFormSite } from "./modules/forms/form-site-fixture.ts";
import { previewPagePath } from "./modules/preview/preview-page-routes.ts";
import { sitePagePaths } from "./modules/public-site/site-html-routes.ts";
import { accounts, mailOutbox, sitePages, sites } from "./platform/database/schema/index.ts";
import { snakeToCamel } from "./platform/http/wire-case.ts";
import {
  exampleOf,
  type JsonSchema,
  malformedBodyValues,
  malformedUrlValues,
  type RawJson,
  seededRandom,
  shuffled,
} from "./testing/malformed-values.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "./testing/test-app.ts";
import { loadViewerSourceRenderer } from "./testing/viewer-source-renderer.ts";

/**
 * Every operation of the OpenAPI document gets malformed values in each path parameter, query
 * parameter and body field, one at a time, the rest of the request well-formed, as the master's main
 * contact where a login is needed (a site member's on the visitors' routes). No answer may be a 5xx, and every error answer has the wire's
 * error shape. Seeded and bounded, so a run sends the same requests and stays fast.
 */
// CI runs one fixed seed; FUZZ_SEED and FUZZ_REQUESTS explore further by hand.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_126);
const requestsPerOperation = Number(process.env.FUZZ_REQUESTS ?? 40);

const ctx = useTestApp({ env: { RATE_LIMIT_SCALE: "1000" }, loadViewerRenderer: loadViewerSourceRenderer });
/** The known site's custom domain, so the site pages are fuzzed there too (under its custom path). */
const customDomain = "fuzz-shop.example.com";

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

interface FuzzRequest {
  label: string;
  url: string;
  body?: string;
}

let token = "";
let memberToken = "";
const known: Record<string, string> = {};

/** A member of the site, registered and confirmed through the API, as a visitor would be. */
async function registerMember(siteId: string): Promise<string> {
  const email = "fuzz-member@example.com";
  const password = "Member-pass1";
  const registered = await ctx.app.inject({
    method: "POST",
    url: api(`/end-user/site/${siteId}/register`),
    payload: { email, password, confirm_password: password, data: { nickname: "Fuzz" } },
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const link = mail?.textBody.match(/register-success\?token=(\S+)/);
  if (!link) throw new Error("no registration link in the outbox");
  const confirmed = await ctx.app.inject({
    method: "POST",
    url: api(`/end-user/site/${siteId}/register/confirm`),
    payload: { token: decodeURIComponent(link[1]!) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return confirmed.json().access_token as string;
}

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const operator = await createOperator(ctx, { account: master, role: "MASTER" });
  token = (await login(ctx, operator.email)).access_token;
  // A published site under the master, so that ids in paths lead past the lookups to the handlers.
  const { siteId, account } = await publishFormSite(ctx);
  await ctx.database.db
    .update(accounts)
    .set({ parentId: master.id, path: `${master.path}${account.id}/` })
    .where(eq(accounts.id, account.id));
  const [page] = await ctx.database.db
    .select({ id: sitePages.id })
    .from(sitePages)
    .where(eq(sitePages.siteId, siteId));
  Object.assign(known, { siteId, accountId: account.id, pageId: page!.id });
  await ctx.database.db.update(sites).set({ customDomain, customPath: "/lp/" }).where(eq(sites.id, siteId));
  memberToken = await registerMember(siteId);
});

function operationsOf(document: Record<string, unknown>): Operation[] {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Operation["parameters"]) ?? [],
        body: content?.["application/json"]?.schema,
      });
    }
  }
  // Deleting and logging out last: they would take away what the other operations work on.
  const rank = (operation: Operation) =>
    operation.path.includes("logout") ? 2 : operation.method === "DELETE" ? 1 : 0;
  return operations.sort((a, b) => rank(a) - rank(b));
}

/** A real id where the path names one we made, else a well-formed id of nothing. */
function goodPathValue(path: string, name: string): string {
  if (name === "site_id" || name === "siteId") return known.siteId!;
  if (name === "page_id") return known.pageId!;
  if (name === "account_id") return known.accountId!;
  if (name === "id" && /\/site\/\{id\}/.test(path)) return known.siteId!;
  if (name === "id" && /\/user(-history|-plan)?\/\{id\}/.test(path)) return known.accountId!;
  if (name === "path" && path.includes("/uploads/")) return "file.jpg";
  return "6f1c2d3e-0000-4000-8000-000000000000";
}

const isRaw = (value: unknown): value is RawJson =>
  typeof value === "object" && value !== null && "raw" in value && Object.keys(value).length === 1;

/** The body's text with `field` (a dotted path, or "" for the whole body) set to `value`. */
function bodyWith(example: unknown, field: string, value: unknown): string {
  const marker = "\u0001fuzz\u0001";
  const replacement = isRaw(value) ? marker : value;
  let body: unknown = replacement;
  if (field) {
    body = structuredClone(example ?? {});
    const keys = field.split(".");
    let target = body as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) {
      if (typeof target[key] !== "object" || target[key] === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys.at(-1)!] = replacement;
  }
  const text = JSON.stringify(body) ?? "null";
  return isRaw(value) ? text.replace(JSON.stringify(marker), value.raw) : text;
}

/** Top-level fields and the fields of objects one level down, with a property none of them has. */
function bodyFields(schema: JsonSchema | undefined): string[] {
  const fields: string[] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    fields.push(name);
    const inner = Object.keys(property.properties ?? {});
    for (const key of inner) fields.push(`${name}.${key}`);
    if (inner.length > 0) fields.push(`${name}.unexpected_extra`);
  }
  return fields;
}

function requestsFor(operation: Operation, random: () => number): FuzzRequest[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === "query");
  const goodQuery = queryParameters
    .filter((parameter) => parameter.name !== "domain")
    .map((parameter) => {
      const example = exampleOf(parameter.schema);
      return example === null ? "" : `${parameter.name}=${encodeURIComponent(String(example))}`;
    })
    .filter(Boolean);
  const urlWith = (changed?: { in: "path" | "query"; name: string; value: string }) => {
    let path = operation.path;
    for (const parameter of pathParameters) {
      const value =
        changed?.in === "path" && changed.name === parameter.name
          ? changed.value
          : encodeURIComponent(goodPathValue(operation.path, parameter.name));
      // The document names parameters as the wire does (site_id); its path templates keep the route's.
      path = path.replace(`{${parameter.name}}`, value).replace(`{${snakeToCamel(parameter.name)}}`, value);
    }
    const query = goodQuery.filter(
      (pair) => !(changed?.in === "query" && pair.startsWith(`${changed.name}=`)),
    );
    if (changed?.in === "query") query.push(`${changed.name}=${changed.value}`);
    return query.length ? `${path}?${query.join("&")}` : path;
  };
  const example = exampleOf(operation.body);
  const goodBody = operation.body ? JSON.stringify(example) : undefined;

  /** The requests of one parameter or body field each. */
  const groups: FuzzRequest[][] = [];
  for (const parameter of pathParameters) {
    groups.push(
      malformedUrlValues.map((value) => ({
        label: `path ${parameter.name}=${value.slice(0, 20)}`,
        url: urlWith({ in: "path", name: parameter.name, value }),
        body: goodBody,
      })),
    );
  }
  for (const parameter of queryParameters) {
    groups.push(
      [...malformedUrlValues, `1&${parameter.name}=2`].map((value) => ({
        label: `query ${parameter.name}=${value.slice(0, 20)}`,
        url: urlWith({ in: "query", name: parameter.name, value }),
        body: goodBody,
      })),
    );
  }
  if (operation.body) {
    for (const field of ["", ...bodyFields(operation.body), "unexpected_extra"]) {
      groups.push(
        malformedBodyValues.map((value) => ({
          label: `body ${field || "(whole)"}=${JSON.stringify(value)?.slice(0, 20)}`,
          url: urlWith(),
          body: bodyWith(example, field, value),
        })),
      );
    }
  }
  // One request for every parameter and field first, so none is left out; then the rest.
  const mixed = groups.map((group) => shuffled(group, random));
  const first = mixed.map((group) => group[0]!);
  const rest = shuffled(
    mixed.flatMap((group) => group.slice(1)),
    random,
  );
  return [...first, ...rest].slice(0, Math.max(requestsPerOperation, first.length));
}

/**
 * The site HTML routes (the public site's pages and the preview page) are not operations of the API
 * document: their templates come from the modules that register them, filled with good and
 * malformed ids, positions, page names and queries, on the site's host, the console's, the site's
 * custom domain and malformed hosts.
 */
function sitePageRequests(random: () => number): { method: string; url: string; host: string }[] {
  const siteId = known.siteId!;
  const hosts = [
    `${siteId}.sites.localhost:3000`,
    `${siteId.toUpperCase()}.SITES.LOCALHOST`,
    "localhost:3000",
    customDomain,
    `${"x".repeat(300)}.sites.localhost`,
    "%00.sites.localhost",
    "[::1]:3000",
    `${siteId}.sites.localhost:99999`,
  ];
  const ids = [siteId, siteId.toUpperCase(), "6f1c2d3e-0000-4000-8000-000000000000", ...malformedUrlValues];
  const rests = [
    "",
    "A1",
    "EN/A2",
    "JA/B9",
    "ZZ999",
    "KR/A1",
    ...sitePageNames,
    ...sitePageNames.map((name) => `EN/${name}/A1`),
    "survey/6f1c2d3e-0000-4000-8000-000000000000",
    ...malformedUrlValues,
    ...malformedUrlValues.map((value) => `EN/${value}`),
    ...malformedUrlValues.map((value) => `survey/${value}`),
  ];
  const queries = [
    "",
    "utm_source=ad",
    "token=a&token=b",
    ...["token", "utm_source", "position", "lang", "survey_id"].flatMap((name) =>
      malformedUrlValues.map((value) => `${name}=${value}`),
    ),
  ];
  const templates = [...sitePagePaths, previewPagePath, "/*", "/lp/*"];
  const requests: { method: string; url: string; host: string }[] = [];
  for (const template of templates) {
    for (const host of hosts) {
      const fill = (id: string, rest: string, query: string) =>
        `${template.replace(":siteId", id).replace("*", rest)}${query ? `?${query}` : ""}`;
      const group = [
        ...ids.map((id) => fill(id, "A1", "")),
        ...rests.map((rest) => fill(siteId, rest, "")),
        ...queries.map((query) => fill(siteId, "contact", query)),
      ].map((url) => ({ method: random() < 0.8 ? "GET" : random() < 0.5 ? "HEAD" : "POST", url, host }));
      requests.push(...shuffled(group, random).slice(0, requestsPerOperation));
    }
  }
  return requests;
}

// Before the API's operations: their deletions would take the site away.
describe("site page fuzzing", () => {
  it("answers malformed site page addresses on every kind of host without a 5xx", async () => {
    const failures: string[] = [];
    const requests = sitePageRequests(seededRandom(seed));
    for (const [index, request] of requests.entries()) {
      const response = await ctx.app.inject({
        method: request.method,
        url: request.url,
        remoteAddress: `10.200.${(index >> 8) & 255}.${index & 255}`,
        headers: { host: request.host, accept: "text/html", "accept-encoding": "br, gzip" },
      });
      if (response.statusCode >= 500) {
        failures.push(
          `${request.method} ${request.host} ${request.url.slice(0, 80)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(requests.length).toBeGreaterThan(200);
  }, 120_000);
});

describe("API fuzzing", () => {
  it("answers malformed values in every parameter and body field of every operation without a 5xx", async () => {
    const random = seededRandom(seed);
    const operations = operationsOf(ctx.app.swagger() as unknown as Record<string, unknown>);
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    let address = 0;
    for (const operation of operations) {
      for (const request of requestsFor(operation, random)) {
        address += 1;
        const response = await ctx.app.inject({
          method: operation.method,
          url: request.url,
          remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          headers: {
            // The visitors' routes take a member's token (public ones ignore it), the others an operator's.
            ...(operation.path.startsWith("/api/v1/end-user/") ? bearer(memberToken) : bearer(token)),
            ...(request.body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        sent += 1;
        const where = `${operation.method} ${operation.path} ${request.label}`;
        if (response.statusCode >= 500) {
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else if (response.statusCode >= 400 && request.url.startsWith("/api/")) {
          const parsed = errorResponse.safeParse(safeJson(response.body));
          if (!parsed.success) failures.push(`${where}: not an error answer: ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length * 10);
  }, 120_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
