import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { siteDomains, sites } from "../../platform/database/schema/index.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { siteApi, tenant } from "./site-test-helpers.ts";

const ctx = useTestApp();
type Tenant = Awaited<ReturnType<typeof tenant>>;
let oem: Tenant;

const statuses = ["DRAFT", "PUBLISH", "PRIVATE"] as const;

/** Sites straight into the table, with creation times chosen by the test (some in the same instant). */
async function insertSites(accountId: string, names: string[], at: (index: number) => Date) {
  return ctx.database.db.insert(sites).values(
    names.map((name, index) => ({
      accountId,
      name,
      status: statuses[index % 3]!,
      numberHorizontal: 1,
      numberVertical: 1,
      settings: {},
      createdAt: at(index),
    })),
  );
}

const list = async (query: string) => {
  const response = await siteApi(ctx, oem.token).call("GET", `/site?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: { id: string; name: string }[]; total: number | null };
};
const namesOf = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  oem = await tenant(ctx, { parent: root, kind: "oem_master", role: "OEM_MASTER", plan: "pro" });
  const first = await tenant(ctx, { parent: oem.account, plan: "pro" });
  const second = await tenant(ctx, { parent: oem.account, plan: "pro" });
  const stranger = await tenant(ctx, { parent: root, plan: "pro" });
  const minute = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, index));
  const names = (prefix: string) => Array.from({ length: 14 }, (_, n) => `${prefix} ${n}`);
  // Interleaved in time, with every third pair of the two accounts made in the same minute.
  await insertSites(first.account.id, names("A"), (n) => minute(2 * n));
  await insertSites(second.account.id, names("B"), (n) => minute(n % 3 === 0 ? 2 * n : 2 * n + 1));
  // Interleaved with the OEM's sites, never in its list.
  await insertSites(stranger.account.id, names("Stranger"), (n) => minute(2 * n + 1));
});

/** Every site of the filters in the list's order, read in one page: what each jump must cut from. */
async function whole(filters: string) {
  return namesOf(await list(`${filters}&page=1&size=100`));
}

describe("a jump to a page by its number", () => {
  it.each([
    ["no filter", ""],
    ["a status", "status=PUBLISH"],
    ["a keyword", "keyword=a%201"],
    ["one account", "account_id=:first"],
  ])("answers the same sites as the whole list cut into pages, with %s", async (_name, rawFilters) => {
    const [firstAccount] = await ctx.database.db
      .select({ accountId: sites.accountId })
      .from(sites)
      .where(eq(sites.name, "A 0"));
    const filters = rawFilters.replace(":first", firstAccount!.accountId);
    const all = await whole(filters);
    expect(all.length).toBeGreaterThan(3);
    for (const size of [1, 3, 5]) {
      const pages = Math.ceil(all.length / size);
      for (let page = 1; page <= pages + 1; page++) {
        const body = await list(`${filters}&page=${page}&size=${size}&with_total=false`);
        expect(namesOf(body), `page ${page} of size ${size}`).toEqual(
          all.slice((page - 1) * size, page * size),
        );
      }
    }
  });

  it("counts a site whose domain is being checked under DOMAIN_VERIFYING, not under its status", async () => {
    const [verifying] = await ctx.database.db.select().from(sites).where(eq(sites.name, "B 4"));
    await ctx.database.db.insert(siteDomains).values({
      siteId: verifying!.id,
      domain: "b4.example.com",
      token: "token",
      state: "pending",
      startedAt: new Date(),
    });
    const ofStatus = await whole(`status=${verifying!.status}`);
    expect(ofStatus).not.toContain("B 4");
    for (let page = 1; page <= ofStatus.length; page++) {
      expect(namesOf(await list(`status=${verifying!.status}&page=${page}&size=1`))).toEqual([
        ofStatus[page - 1],
      ]);
    }
    expect(namesOf(await list("status=DOMAIN_VERIFYING&page=1&size=1"))).toEqual(["B 4"]);
    expect(namesOf(await list("status=DOMAIN_VERIFYING&page=2&size=1"))).toEqual([]);
    await ctx.database.db.delete(siteDomains).where(eq(siteDomains.siteId, verifying!.id));
  });

  it("shows a site made or deleted between two requests in the next jump, none skipped or repeated", async () => {
    const before = await list("page=3&size=4&with_total=false");
    // A new site is the newest: every page after the first starts one site earlier.
    await ctx.database.db.insert(sites).values({
      accountId: (await ctx.database.db.select().from(sites).where(eq(sites.name, "A 0")))[0]!.accountId,
      name: "Newest",
      status: "DRAFT",
      numberHorizontal: 1,
      numberVertical: 1,
      settings: {},
    });
    const afterInsert = await list("page=3&size=4&with_total=false");
    const all = await whole("");
    expect(all[0]).toBe("Newest");
    expect(namesOf(afterInsert)).toEqual(all.slice(8, 12));
    expect(namesOf(afterInsert).slice(1)).toEqual(namesOf(before).slice(0, 3));

    // Deleting the new site and a site on page 1 moves the page two sites later than it just was.
    const onFirstPage = all[2]!;
    await ctx.database.db.delete(sites).where(inArray(sites.name, ["Newest", onFirstPage]));
    const afterDelete = await list("page=3&size=4&with_total=false");
    const remaining = await whole("");
    expect(remaining).not.toContain(onFirstPage);
    expect(namesOf(afterDelete)).toEqual(remaining.slice(8, 12));
    expect(namesOf(afterDelete)[0]).toBe(all[10]);
  });
});
