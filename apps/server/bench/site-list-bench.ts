import { eq, sql } from "drizzle-orm";
import { embeddedVacuumTables, vacuumWhereDue } from "../src/platform/database/embedded-vacuum.ts";
import { accounts, operators } from "../src/platform/database/schema/index.ts";
import { hashPassword } from "../src/platform/security/passwords.ts";
import { benchMaster, closeBench, openBenchDatabase, percentile, startBenchApp } from "./bench-setup.ts";

const accountCount = 100;
const sitesPerAccount = 100;
const samples = 200;

/**
 * The site production list with 10,000 sites (100 accounts × 100): p50/p95 of one page, as the
 * master (every site, filtered by status and keyword) and as one user (its own 100 sites).
 */
export async function run() {
  const bench = await openBenchDatabase();
  const { database, db } = bench;
  const { email, password } = benchMaster;
  const [master] = await db.select().from(accounts).where(eq(accounts.kind, "master"));

  const started = performance.now();
  await db.execute(sql`
    insert into accounts (id, kind, parent_id, path, company_name, contract_status)
    select id, 'user', ${master!.id}::uuid, ${master!.path} || id || '/', 'Company ' || n, 'active'
    from (select gen_random_uuid() as id, n from generate_series(1, ${accountCount}) as n) as fresh`);
  await db.execute(sql`
    insert into sites (account_id, name, status, number_horizontal, number_vertical, settings, created_at, published_at)
    select a.id, 'Site ' || a.company_name || ' #' || n,
      (array['DRAFT','PUBLISH','PRIVATE'])[1 + n % 3], 3, 4, '{}'::jsonb,
      now() - (n || ' minutes')::interval, case when n % 3 = 1 then now() end
    from accounts a cross join generate_series(1, ${sitesPerAccount}) as n
    where a.kind = 'user'`);
  await db.execute(sql`analyze`);
  const [oneUser] = await db.select().from(accounts).where(eq(accounts.kind, "user")).limit(1);
  const userEmail = "bench-user@mekuri.local";
  await db.insert(operators).values({
    accountId: oneUser!.id,
    email: userEmail,
    name: "Bench user",
    passwordHash: await hashPassword(password),
    role: "USER",
  });
  console.log(
    `seeded ${accountCount * sitesPerAccount} sites in ${((performance.now() - started) / 1000).toFixed(1)} s (database: ${database.kind})`,
  );

  const server = await startBenchApp(bench);
  const { address, tokenOf } = server;

  async function measure(label: string, token: string, query: string, route = "/site") {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < samples; i++) {
      const start = performance.now();
      const response = await fetch(`${address}/api/v1${route}${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { total?: number | null };
      times.push(performance.now() - start);
      if (!response.ok) throw new Error(`${label}: ${response.status}`);
      total = body.total === undefined ? -2 : (body.total ?? -1);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label} (${query}, ${total === -2 ? "no list" : total === -1 ? "not counted" : `${total} matching`}): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }

  const masterToken = await tokenOf(email);
  // The same authenticated round trip without the list: what the list itself adds is the difference.
  await measure("baseline: user-info", masterToken, "", "/auth/user-info");
  await measure("master, first page", masterToken, "?page=1&size=20");
  await measure("master, filtered page", masterToken, "?status=PUBLISH&keyword=Company%205&page=3&size=20");
  await measure("master, deep page", masterToken, "?page=400&size=20");
  // What the console sends while paging through unchanged filters: it already has the total.
  await measure("master, next page, no count", masterToken, "?page=2&size=20&with_total=false");
  await measure("master, deep page, no count", masterToken, "?page=400&size=20&with_total=false");
  // What the console sends when it steps from a page it shows (decision 120): the edge of that page.
  const cursorAfter = async (page: number) => {
    const response = await fetch(`${address}/api/v1/site?page=${page}&size=20&with_total=false`, {
      headers: { authorization: `Bearer ${masterToken}` },
    });
    return ((await response.json()) as { next_cursor: string }).next_cursor;
  };
  await measure(
    "master, next page by cursor",
    masterToken,
    `?page=2&size=20&with_total=false&after=${await cursorAfter(1)}`,
  );
  await measure(
    "master, deep page by cursor",
    masterToken,
    `?page=400&size=20&with_total=false&after=${await cursorAfter(399)}`,
  );
  await measure("user, own sites", await tokenOf(userEmail), "?status=DRAFT&page=2&size=20");
  // A jump by number finds its first row index-only once the table's pages are marked all-visible
  // (decision 139): on PostgreSQL autovacuum does that soon after a bulk insert, on the embedded
  // database the server's own vacuum (decision 149), here run at once instead of within its minute.
  // The lines above ran before it, these after.
  if (database.kind === "pglite") {
    const upkept = await vacuumWhereDue(db, embeddedVacuumTables);
    console.log(
      `embedded vacuum: ${upkept.map((table) => `${table.upkeep} ${table.table} in ${table.ms.toFixed(0)} ms`).join(", ") || "nothing due"}`,
    );
  } else await db.execute(sql`vacuum analyze sites`);
  await measure("master, deep page, vacuumed", masterToken, "?page=400&size=20");
  await measure("master, deep page, no count, vacuumed", masterToken, "?page=400&size=20&with_total=false");
  await measure(
    "master, deep page by cursor, vacuumed",
    masterToken,
    `?page=400&size=20&with_total=false&after=${await cursorAfter(399)}`,
  );
  await measure(
    "master, filtered deep page, no count, vacuumed",
    masterToken,
    "?status=PUBLISH&page=150&size=20&with_total=false",
  );
  await measure(
    "user, own sites page 4, no count, vacuumed",
    await tokenOf(userEmail),
    "?page=4&size=20&with_total=false",
  );

  await closeBench(bench, server);
}
