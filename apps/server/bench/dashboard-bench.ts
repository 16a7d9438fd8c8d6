import { addMonthsTo, jstMonth, lastClosedMonth } from "@mekuri/domain";
import { eq, sql } from "drizzle-orm";
import { runMonthlyBilling } from "../src/modules/billing/monthly-bills.ts";
import { TreeFiguresCache } from "../src/modules/dashboard/tree-figures.ts";
import { ensureDefaultPlans } from "../src/modules/plans/default-plans.ts";
import { accounts, operators } from "../src/platform/database/schema/index.ts";
import { hashPassword } from "../src/platform/security/passwords.ts";
import { benchMaster, closeBench, openBenchDatabase, percentile, startBenchApp } from "./bench-setup.ts";

const resellers = 50;
const customersPerReseller = 100;
const directCustomers = 10_000 - resellers - resellers * customersPerReseller;
const samples = 100;
const warmUp = 10;

/**
 * The summary dashboard over 10,000 accounts with 24 months of history (50 OEM resellers with 100
 * customers each, the rest direct): contract starts spread over 30 months, a plan change for a
 * third of them and a second for a tenth, suspensions, resumptions and terminations, 20,000 sites
 * and 30,000 contract history lines. p50/p95 of each call for a 24-month range, as the master and
 * as one reseller. The calls reuse a tree's figures for 30 s (decision 072): the repeated samples
 * measure that steady state, and a cold read is measured on its own.
 */
export async function run() {
  const bench = await openBenchDatabase();
  const { database, db } = bench;
  const { email, password } = benchMaster;
  await ensureDefaultPlans(db);
  const [master] = await db.select().from(accounts).where(eq(accounts.kind, "master"));
  const current = jstMonth(new Date());
  const first = `${addMonthsTo(current, -29)}-01`;

  const started = performance.now();
  // Resellers, then their customers, then direct customers; starts spread over 30 months.
  await db.execute(sql`
    insert into accounts (id, kind, parent_id, path, company_name, contract_status, contract_start_date, plan_id, license_issuance)
    select id, 'oem_master', ${master!.id}::uuid, ${master!.path} || id || '/', 'Reseller ' || n, 'active',
      ${first}::date + (n % 12) * interval '1 month', (select id from plans where code = 'oem-standard'), true
    from (select gen_random_uuid() as id, n from generate_series(1, ${resellers}) as n) as fresh`);
  const paid = sql`(array['light','standard','premium','pro','standard-multilingual','trial'])[1 + (n % 6)]`;
  await db.execute(sql`
    insert into accounts (id, kind, parent_id, path, company_name, contract_status, contract_start_date, plan_id)
    select gen_random_uuid(), 'user', r.id, 'pending', 'Customer ' || r.company_name || ' ' || n, 'active',
      ${first}::date + ((n * 7) % 30) * interval '1 month' + ((n * 13) % 27) * interval '1 day',
      (select id from plans where code = ${paid})
    from accounts r cross join generate_series(1, ${customersPerReseller}) as n
    where r.kind = 'oem_master'`);
  await db.execute(sql`
    insert into accounts (id, kind, parent_id, path, company_name, contract_status, contract_start_date, plan_id)
    select gen_random_uuid(), 'user', ${master!.id}::uuid, 'pending', 'Direct ' || n, 'active',
      ${first}::date + ((n * 11) % 30) * interval '1 month' + ((n * 5) % 27) * interval '1 day',
      (select id from plans where code = ${paid})
    from generate_series(1, ${directCustomers}) as n`);
  await db.execute(sql`
    update accounts a set path = p.path || a.id || '/' from accounts p
    where a.path = 'pending' and p.id = a.parent_id`);
  // Upgrades for a third, a second change for a tenth, on the 1st of a month after the start.
  await db.execute(sql`
    insert into plan_changes (account_id, plan_id, effective_date)
    select a.id, (select id from plans where code = 'premium'),
      date_trunc('month', a.contract_start_date + interval '3 months')::date
    from accounts a where a.kind = 'user' and hashtext(a.id::text) % 3 = 0
      and a.contract_start_date + interval '3 months' < now()`);
  await db.execute(sql`
    insert into plan_changes (account_id, plan_id, effective_date)
    select a.id, (select id from plans where code = 'standard'),
      date_trunc('month', a.contract_start_date + interval '8 months')::date
    from accounts a where a.kind = 'user' and hashtext(a.id::text) % 10 = 0
      and a.contract_start_date + interval '8 months' < now()`);
  // Every account has its creation line and an edit; some were suspended, resumed or terminated.
  await db.execute(sql`
    insert into contract_history (account_id, executor_name, action, detail, executed_at)
    select a.id, 'Bench', 'create', '', a.contract_start_date from accounts a where a.kind <> 'master'
    union all
    select a.id, 'Bench', 'update', 'company_name', a.contract_start_date + interval '20 days'
    from accounts a where a.kind <> 'master'
    union all
    select a.id, 'Bench', 'suspend', 'active → suspended', a.contract_start_date + interval '5 months'
    from accounts a where a.kind = 'user' and hashtext(a.id::text) % 7 = 1
      and a.contract_start_date + interval '5 months' < now()
    union all
    select a.id, 'Bench', 'resume', 'suspended → active', a.contract_start_date + interval '7 months'
    from accounts a where a.kind = 'user' and hashtext(a.id::text) % 14 = 1
      and a.contract_start_date + interval '7 months' < now()
    union all
    select a.id, 'Bench', 'terminate', 'active → terminated', a.contract_start_date + interval '13 months'
    from accounts a where a.kind = 'user' and hashtext(a.id::text) % 11 = 2
      and a.contract_start_date + interval '13 months' < now()`);
  await db.execute(sql`
    insert into sites (account_id, name, status, number_horizontal, number_vertical, settings, created_at)
    select a.id, 'Site ' || n, 'DRAFT', 3, 4, '{}'::jsonb, a.contract_start_date + (n * 40) * interval '1 day'
    from accounts a cross join generate_series(1, 2) as n where a.kind <> 'master'`);
  await db.execute(sql`analyze`);
  const [reseller] = await db.select().from(accounts).where(eq(accounts.kind, "oem_master")).limit(1);
  const resellerEmail = "bench-oem@mekuri.local";
  await db.insert(operators).values({
    accountId: reseller!.id,
    email: resellerEmail,
    name: "Bench reseller",
    passwordHash: await hashPassword(password),
    role: "OEM_MASTER",
  });
  console.log(
    `seeded 10,000 accounts with 24 months of history in ${((performance.now() - started) / 1000).toFixed(1)} s (database: ${database.kind})`,
  );

  // A cold answer: the tree read and 25 months of figures, as after a change or at the first view.
  const cold: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    const figures = await new TreeFiguresCache(db).get(master!);
    for (let offset = -24; offset <= 0; offset++)
      figures.movements(addMonthsTo(current, offset), addMonthsTo(current, offset - 1));
    cold.push(performance.now() - start);
  }
  cold.sort((a, b) => a - b);
  console.log(
    `master, cold (tree read + 24 months of figures and movements): p50 ${percentile(cold, 50).toFixed(1)} ms, max ${cold.at(-1)!.toFixed(1)} ms`,
  );

  // Last month's bills exist before the app starts, as on any day but the 1st: otherwise its monthly
  // job bills the 10,000 accounts during the samples below.
  await runMonthlyBilling(db, lastClosedMonth(new Date()));

  const server = await startBenchApp(bench);
  const { address, tokenOf } = server;

  const range = `?start_month=${addMonthsTo(current, -23)}&end_month=${current}`;
  async function measure(label: string, token: string, route: string) {
    const times: number[] = [];
    let size = 0;
    // Not counted: the route's first requests run unoptimised code (the cold read is measured above).
    for (let i = 0; i < warmUp; i++) {
      await fetch(`${address}/api/v1${route}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
        r.arrayBuffer(),
      );
    }
    for (let i = 0; i < samples; i++) {
      const start = performance.now();
      const response = await fetch(`${address}/api/v1${route}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.text();
      times.push(performance.now() - start);
      if (!response.ok) throw new Error(`${label}: ${response.status} ${body}`);
      size = body.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${(size / 1024).toFixed(1)} KiB)`,
    );
  }

  const masterToken = await tokenOf(email);
  // The same authenticated round trip without the dashboard: what the dashboard adds is the difference.
  await measure("baseline: user-info", masterToken, "/auth/user-info");
  for (const call of ["registration-data", "user-site", "adoption-by-plan", "revenue"]) {
    await measure(`master, ${call}, 24 months`, masterToken, `/dashboard/${call}${range}`);
  }
  await measure(
    "master, movements of last month",
    masterToken,
    `/dashboard/revenue/movements?month=${addMonthsTo(current, -1)}`,
  );
  const resellerToken = await tokenOf(resellerEmail);
  for (const call of ["registration-data", "revenue"]) {
    await measure(
      `reseller (100 customers), ${call}, 24 months`,
      resellerToken,
      `/dashboard/${call}${range}`,
    );
  }

  await closeBench(bench, server);
}
