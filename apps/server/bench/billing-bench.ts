import { sql } from "drizzle-orm";
import { invoicePdf } from "../src/modules/billing/invoice-pdf.ts";
import { invoicesOfPayment, toInvoice } from "../src/modules/billing/invoices.ts";
import { runMonthlyBilling } from "../src/modules/billing/monthly-bills.ts";
import { queryRows } from "../src/platform/database/query-rows.ts";
import { payments } from "../src/platform/database/schema/index.ts";
import { closeBench, openBenchDatabase, percentile } from "./bench-setup.ts";

const contracts = 10_000;
const sitesPerContract = 2;
const month = "2026-04";
const pdfSamples = 20;

/**
 * The monthly bill job for 10,000 contracts (10 OEM masters with a licence and 999 customers each,
 * two sites per customer with a month of daily page views), run twice (the second makes nothing),
 * and the invoice PDF, warm, p50/p95 over 20 invoices. Budgets: job < 60 s, PDF < 1 s.
 */
export async function run() {
  const bench = await openBenchDatabase();
  const { db } = bench;
  try {
    await db.execute(sql`
      insert into plans (name, tier, price, quantity_swipe, quantity_site, limit_access, limit_access_price)
      values ('Bench plan', 'standard', 30000, 10, 3, 50000, 500) on conflict do nothing`);
    await db.execute(sql`
      insert into billing_issuers (account_id, name, registration_number, address, bank_transfer)
      select id, 'Bench Inc.', 'T9010401012345', 'Tokyo', 'Bench Bank 1234567' from accounts where kind = 'master'`);
    const tree = (kind: string, parentKind: string, perParent: number, licence: boolean) =>
      db.execute(sql`
        insert into accounts (id, kind, parent_id, path, company_name, plan_id, contract_start_date, license_issuance)
        select fresh.id, ${kind}, parent.id, parent.path || fresh.id || '/', ${kind} || ' ' || fresh.n,
          (select id from plans where name = 'Bench plan'), '2025-10-01', ${licence}
        from accounts parent cross join lateral
          -- Refers to the parent, so the ids are drawn anew for each parent.
          (select gen_random_uuid() as id, n from generate_series(1, ${perParent}) as n where parent.id is not null) as fresh
        where parent.kind = ${parentKind}`);
    await tree("oem_master", "master", 10, true);
    await tree("user", "oem_master", contracts / 10 - 1, false);
    await db.execute(sql`
      insert into sites (account_id, name, status, number_horizontal, number_vertical, settings)
      select a.id, 'Site ' || n, 'PUBLISH', 1, 1, '{}'::jsonb
      from accounts a cross join generate_series(1, ${sitesPerContract}) as n where a.kind = 'user'`);
    await db.execute(sql`
      insert into analytics_site_daily (site_id, day, lang, device, sessions, swiped_sessions, clicked_sessions,
        converted_sessions, page_views, conversions)
      select s.id, d::date, 'ja', 'phone', 10, 5, 2, 1, (abs(hashtext(s.id::text || d::text)) % 2000), 0
      from sites s cross join generate_series(${`${month}-01`}::date, ${`${month}-30`}::date, interval '1 day') as d`);
    await db.execute(sql`analyze`);
    const [{ billable } = { billable: 0 }] = await queryRows<{ billable: number }>(
      db,
      sql`select count(*)::int as billable from accounts where kind <> 'master'`,
    );

    let started = performance.now();
    const first = await runMonthlyBilling(db, month);
    const firstMs = performance.now() - started;
    started = performance.now();
    const second = await runMonthlyBilling(db, month);
    const secondMs = performance.now() - started;
    process.stdout.write(
      `monthly job, ${billable} contracts on ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}: ` +
        `${(firstMs / 1000).toFixed(1)} s (made ${first.created}; budget 60 s); ` +
        `second run ${(secondMs / 1000).toFixed(1)} s (made ${second.created}, found ${second.existing})\n`,
    );

    const sample = await db
      .select()
      .from(payments)
      .limit(pdfSamples + 1);
    const timings: number[] = [];
    for (const [index, payment] of sample.entries()) {
      const all = await invoicesOfPayment(db, payment.id);
      const begin = performance.now();
      const invoice = toInvoice(all[0]!, { payment, all, locale: "en" });
      const japanese = toInvoice(all[0]!, { payment, all, locale: "ja" });
      await invoicePdf(
        invoice,
        japanese.lines.map((line) => line.label),
        "en",
      );
      // The first one reads the CJK font (once per process); the budget is for the warm path.
      if (index > 0) timings.push(performance.now() - begin);
    }
    timings.sort((a, b) => a - b);
    process.stdout.write(
      `invoice PDF (ja + en), warm: p50 ${percentile(timings, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(timings, 95).toFixed(0)} ms (budget 1,000 ms)\n`,
    );
  } finally {
    await closeBench(bench);
  }
}
