import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, sites } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { siteEndpoints } from "./site-endpoints.ts";
import { asDocument, filledDocument, siteApi, tenant } from "./site-test-helpers.ts";

const ctx = useTestApp();
type Tenant = Awaited<ReturnType<typeof tenant>>;
let oem: Tenant;
let owner: Tenant;
let ownerEditor: Tenant;
let stranger: Tenant;
let ownerSite: string;
let strangerSite: string;

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  oem = await tenant(ctx, { parent: root, kind: "oem_master", role: "OEM_MASTER", plan: "pro" });
  owner = await tenant(ctx, { parent: oem.account, plan: "pro" });
  const editor = await createOperator(ctx, {
    account: owner.account,
    role: "SUB_ADMIN",
    adminRole: "editor",
  });
  ownerEditor = { account: owner.account, token: (await login(ctx, editor.email)).access_token };
  stranger = await tenant(ctx, { parent: root, plan: "pro" });
  const create = (who: Tenant, name: string) =>
    siteApi(ctx, who.token).create({ name, number_horizontal: 1, number_vertical: 2 });
  ownerSite = (await create(owner, "Owner's site")).json().id;
  strangerSite = (await create(stranger, "Stranger's site")).json().id;
  const doc = asDocument((await siteApi(ctx, owner.token).get(ownerSite)).json());
  await siteApi(ctx, owner.token).put(ownerSite, filledDocument(doc));
  await siteApi(ctx, owner.token).publish(ownerSite, "public");
});

describe("one account cannot read or change another account's site", () => {
  it.each(siteEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s answers 404 to another account and changes nothing",
    async (_name, endpoint) => {
      const before = (await siteApi(ctx, owner.token).get(ownerSite)).json();
      const body =
        endpoint.body ??
        (endpoint.method === "PUT" || endpoint.method === "POST"
          ? { ...before, name: "Taken over" }
          : undefined);
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: api(endpoint.path.replace(":id", ownerSite)),
        headers: bearer(stranger.token),
        ...(body === undefined ? {} : { payload: body }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("Owner's site");
      const after = await siteApi(ctx, owner.token).get(ownerSite);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(before);
    },
  );

  it("lets the operators above the owner's account reach the site, and the owner reach nothing above", async () => {
    expect((await siteApi(ctx, oem.token).get(ownerSite)).statusCode).toBe(200);
    const ownSite = (
      await siteApi(ctx, oem.token).create({ name: "OEM's own", number_horizontal: 1, number_vertical: 1 })
    ).json().id;
    expect((await siteApi(ctx, owner.token).get(ownSite)).statusCode).toBe(404);
    expect((await siteApi(ctx, owner.token).get(strangerSite)).statusCode).toBe(404);
  });
});

describe("the site production list", () => {
  const names = async (who: Tenant, query = "") =>
    ((await siteApi(ctx, who.token).call("GET", `/site${query}`)).json().items as { name: string }[]).map(
      (i) => i.name,
    );

  it("shows a user only its own sites, and operators the sites of the accounts below them", async () => {
    expect(await names(owner)).toEqual(["Owner's site"]);
    // A sub-admin acts for its account.
    expect(await names(ownerEditor)).toEqual(["Owner's site"]);
    expect(await names(stranger)).toEqual(["Stranger's site"]);
    expect(await names(oem)).toEqual(["OEM's own", "Owner's site"]);
    expect(await names(stranger, `?account_id=${owner.account.id}`)).toEqual([]);
  });

  it("filters by keyword and status, pages on the server and names the site's URL and account", async () => {
    const list = await siteApi(ctx, oem.token).call(
      "GET",
      "/site?status=PUBLISH&keyword=owner&page=1&size=1",
    );
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      name: "Owner's site",
      status: "PUBLISH",
      site_url: `${ctx.config.sites.protocol}//${ownerSite}.${ctx.config.sites.domain}${ctx.config.sites.port ? `:${ctx.config.sites.port}` : ""}/sites/${ownerSite}`,
      account: { id: owner.account.id },
    });
    expect(body.items[0].published_at).not.toBeNull();
    const second = await siteApi(ctx, oem.token).call("GET", "/site?page=2&size=1");
    expect(second.json()).toMatchObject({ total: 2, items: [{ name: "Owner's site" }] });
  });

  it("skips the count when asked (with_total=false), for a client paging through unchanged filters", async () => {
    const paged = await siteApi(ctx, oem.token).call("GET", "/site?page=2&size=1&with_total=false");
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toMatchObject({ total: null, items: [{ name: "Owner's site" }] });
    const counted = await siteApi(ctx, oem.token).call("GET", "/site?page=2&size=1&with_total=true");
    expect(counted.json().total).toBe(2);
  });

  it("reads the page after or before a cursor in the list's order, the same sites as page numbers find", async () => {
    for (const n of [1, 2, 3, 4]) {
      await siteApi(ctx, stranger.token).create({
        name: `Paged ${n}`,
        number_horizontal: 1,
        number_vertical: 1,
      });
    }
    // Two sites made in the same instant are told apart by their id, so no page skips or repeats one.
    await ctx.database.db
      .update(sites)
      .set({ createdAt: new Date("2026-01-01T00:00:00.123Z") })
      .where(inArray(sites.name, ["Paged 2", "Paged 3"]));
    const list = (query: string) => siteApi(ctx, stranger.token).call("GET", `/site?size=2${query}`);
    const byNumber = await Promise.all([1, 2, 3].map(async (page) => (await list(`&page=${page}`)).json()));
    const namesOf = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);
    expect(byNumber.flatMap(namesOf).sort()).toEqual([
      "Paged 1",
      "Paged 2",
      "Paged 3",
      "Paged 4",
      "Stranger's site",
    ]);

    const second = (await list(`&page=2&after=${byNumber[0].next_cursor}`)).json();
    expect(namesOf(second)).toEqual(namesOf(byNumber[1]));
    const third = (await list(`&page=3&after=${second.next_cursor}&with_total=false`)).json();
    expect(namesOf(third)).toEqual(namesOf(byNumber[2]));
    expect(third.total).toBeNull();
    const backToSecond = (await list(`&page=2&before=${third.previous_cursor}`)).json();
    expect(namesOf(backToSecond)).toEqual(namesOf(byNumber[1]));
    const backToFirst = (await list(`&page=1&before=${backToSecond.previous_cursor}`)).json();
    expect(namesOf(backToFirst)).toEqual(namesOf(byNumber[0]));
  });

  it("refuses a cursor it did not write, and a request with both directions", async () => {
    const malformed = await siteApi(ctx, stranger.token).call("GET", "/site?after=2026-01-01;drop");
    expect(malformed.statusCode).toBe(400);
    const { next_cursor: cursor } = (await siteApi(ctx, stranger.token).call("GET", "/site?size=1")).json();
    const both = await siteApi(ctx, stranger.token).call("GET", `/site?after=${cursor}&before=${cursor}`);
    expect(both.statusCode).toBe(400);
  });

  it("exports the same filtered list as CSV with a BOM and CRLF lines", async () => {
    const response = await siteApi(ctx, oem.token).call("GET", "/site/export?status=PUBLISH");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.body.startsWith("\uFEFFSite ID,Site name,Status,")).toBe(true);
    const lines = response.body.slice(1).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Owner's site,PUBLISH,");
    expect(lines[2]).toBe("");
    const strangers = await siteApi(ctx, stranger.token).call("GET", "/site/export");
    expect(strangers.body).not.toContain("Owner's site");
  });
});

describe("creating a site for another account", () => {
  it("puts the site in an account below the caller, which the list then names", async () => {
    const created = await siteApi(ctx, oem.token).create({
      name: "Made for the owner",
      number_horizontal: 1,
      number_vertical: 1,
      account_id: owner.account.id,
    });
    expect(created.statusCode).toBe(201);
    expect(asDocument((await siteApi(ctx, owner.token).get(created.json().id)).json()).accountId).toBe(
      owner.account.id,
    );
    const list = (await siteApi(ctx, oem.token).call("GET", "/site?keyword=made")).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        id: created.json().id,
        account: { id: owner.account.id, company_name: "user company" },
      }),
    ]);
  });

  it("holds the grid to the chosen account's plan, not the caller's", async () => {
    const light = await tenant(ctx, { parent: oem.account, plan: "light" });
    const big = await siteApi(ctx, oem.token).create({
      name: "Too big for Light",
      number_horizontal: 4,
      number_vertical: 4,
      account_id: light.account.id,
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().fields).toContainEqual({
      path: "number_vertical",
      message: "Rows × columns cannot exceed your plan's maximum of 12 creatives.",
    });
  });

  it("answers 404 for an account outside the caller's reach and creates nothing", async () => {
    const before = (await siteApi(ctx, oem.token).call("GET", "/site")).json().total;
    for (const [who, target] of [
      [stranger, owner.account.id],
      [owner, oem.account.id],
    ] as const) {
      const response = await siteApi(ctx, who.token).create({
        name: "Planted",
        number_horizontal: 1,
        number_vertical: 1,
        account_id: target,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await siteApi(ctx, oem.token).call("GET", "/site")).json().total).toBe(before);
  });

  it("refuses a site for an account whose contract is suspended", async () => {
    const paused = await tenant(ctx, { parent: oem.account, plan: "pro" });
    await ctx.database.db
      .update(accounts)
      .set({ contractStatus: "suspended" })
      .where(eq(accounts.id, paused.account.id));
    const response = await siteApi(ctx, oem.token).create({
      name: "For a paused customer",
      number_horizontal: 1,
      number_vertical: 1,
      account_id: paused.account.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Sites cannot be created for an account whose contract is suspended or terminated.",
    );
  });
});
