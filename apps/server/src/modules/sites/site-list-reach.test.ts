import { beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { siteApi, tenant } from "./site-test-helpers.ts";

// A fresh database: the master made here is the root of the only tree, so its list leaves the reach
// check out (decision 150) until the last test plants a second tree.
const ctx = useTestApp();
type Caller = { account: { id: string; path: string }; token: string };
let master: Caller;
let oem: Caller;
let firstCompany: Caller;
let secondCompany: Caller;
let direct: Caller;

const statuses = ["DRAFT", "PUBLISH", "PRIVATE"] as const;
let batches = 0;

/** Sites straight into the table, interleaved in time with every other account's. */
async function insertSites(accountId: string, prefix: string, count: number) {
  await ctx.database.db.insert(sites).values(
    Array.from({ length: count }, (_, n) => ({
      accountId,
      name: `${prefix} ${n}`,
      status: statuses[n % 3]!,
      numberHorizontal: 1,
      numberVertical: 1,
      settings: {},
      // Each call's sites a minute after the last call's: the accounts' sites alternate in the list.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, batches, n)),
    })),
  );
  batches += 1;
}

const list = async (caller: Caller, query: string) => {
  const response = await siteApi(ctx, caller.token).call("GET", `/site?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: { name: string }[]; total: number | null; next_cursor: string | null };
};
type StoredSite = { name: string; status: string };
const namesOf = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);
const prefixesOf = (names: string[]) => [...new Set(names.map((name) => name.split(" ")[0]))].sort();

/**
 * Every page of the filters by number (counted and not) and by cursor: each is its cut of the whole
 * list, with the whole list's total. Answers the whole list.
 */
async function pagesAgree(caller: Caller, filters: string) {
  const whole = await list(caller, `${filters}&page=1&size=100`);
  const all = namesOf(whole);
  expect(whole.total).toBe(all.length);
  for (const size of [2, 5]) {
    let cursor: string | null = null;
    for (let page = 1; page <= Math.ceil(all.length / size) + 1; page++) {
      const expected = all.slice((page - 1) * size, page * size);
      const counted = await list(caller, `${filters}&page=${page}&size=${size}`);
      expect(namesOf(counted), `page ${page} of size ${size}`).toEqual(expected);
      expect(counted.total).toBe(all.length);
      const uncounted = await list(caller, `${filters}&page=${page}&size=${size}&with_total=false`);
      expect(namesOf(uncounted)).toEqual(expected);
      if (page > 1 && cursor) {
        const stepped = await list(
          caller,
          `${filters}&page=${page}&size=${size}&with_total=false&after=${cursor}`,
        );
        expect(namesOf(stepped)).toEqual(expected);
      }
      cursor = counted.next_cursor;
    }
  }
  return all;
}

const exported = async (caller: Caller, query = "") => {
  const response = await ctx.app.inject({
    method: "GET",
    url: api(`/site/export${query}`),
    headers: bearer(caller.token),
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  const operator = await createOperator(ctx, { account: root, role: "MASTER" });
  master = { account: root, token: (await login(ctx, operator.email)).access_token };
  oem = await tenant(ctx, { parent: root, kind: "oem_master", role: "OEM_MASTER", plan: "pro" });
  firstCompany = await tenant(ctx, { parent: oem.account, plan: "pro" });
  secondCompany = await tenant(ctx, { parent: oem.account, plan: "pro" });
  direct = await tenant(ctx, { parent: root, plan: "pro" });
  for (let round = 0; round < 3; round++) {
    await insertSites(firstCompany.account.id, `First${round}`, 3);
    await insertSites(direct.account.id, `Direct${round}`, 2);
    await insertSites(secondCompany.account.id, `Second${round}`, 2);
    await insertSites(oem.account.id, `Oem${round}`, 1);
  }
});

describe("the site list of the master of the only account tree", () => {
  it.each([
    ["no filter", "", () => true],
    ["a status", "status=PUBLISH", (site: StoredSite) => site.status === "PUBLISH"],
    // Every company's name holds "company".
    ["a keyword", "keyword=company", () => true],
  ])("shows every site, page by page, with %s", async (_name, filters, matches) => {
    const stored = await ctx.database.db.select({ name: sites.name, status: sites.status }).from(sites);
    const all = await pagesAgree(master, filters);
    expect([...all].sort()).toEqual(
      stored
        .filter(matches)
        .map((site) => site.name)
        .sort(),
    );
    expect(all.length).toBeGreaterThan(5);
  });

  it("narrows to one account", async () => {
    const all = await pagesAgree(master, `account_id=${direct.account.id}`);
    expect(all).toHaveLength(6);
    expect(prefixesOf(all)).toEqual(["Direct0", "Direct1", "Direct2"]);
  });

  it("exports every site", async () => {
    const csv = await exported(master);
    for (const name of ["First0 0", "Second2 1", "Oem1 0", "Direct2 1"]) expect(csv).toContain(name);
  });
});

describe("an OEM's and a company's site list in the same tree", () => {
  it.each([
    ["no filter", ""],
    ["a status", "status=DRAFT"],
    ["a keyword", "keyword=1"],
  ])("keeps the OEM to its own tree on every page, with %s", async (_name, filters) => {
    const all = await pagesAgree(oem, filters);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((name) => name.startsWith("Direct"))).toEqual([]);
    if (!filters) expect(all).toHaveLength(18);
  });

  it("keeps a company to its own sites on every page", async () => {
    const all = await pagesAgree(firstCompany, "");
    expect(all).toHaveLength(9);
    expect(prefixesOf(all)).toEqual(["First0", "First1", "First2"]);
    expect(
      namesOf(await list(firstCompany, `account_id=${secondCompany.account.id}&page=1&size=20`)),
    ).toEqual([]);
  });

  it("exports only the OEM's tree", async () => {
    const csv = await exported(oem);
    expect(csv).toContain("Second1 0");
    expect(csv).not.toContain("Direct");
  });
});

describe("a second account tree in the same database", () => {
  it("stays out of the first master's list, which checks reach again", async () => {
    const otherRoot = await createAccount(ctx, { kind: "master" });
    const otherCompany = await tenant(ctx, { parent: otherRoot, plan: "pro" });
    await insertSites(otherCompany.account.id, "Other", 5);
    const all = await pagesAgree(master, "");
    expect(all).toHaveLength(24);
    expect(all.filter((name) => name.startsWith("Other"))).toEqual([]);
    expect(await exported(master)).not.toContain("Other");
  });
});
