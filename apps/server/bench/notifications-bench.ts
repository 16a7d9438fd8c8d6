import http from "node:http";
import autocannon from "autocannon";
import { count, eq, sql } from "drizzle-orm";
import { noticeReads, notices, operators, siteNotifications } from "../src/platform/database/schema/index.ts";
import { hashPassword } from "../src/platform/security/passwords.ts";
import { benchMaster, closeBench, openBenchDatabase, percentile, startBenchApp } from "./bench-setup.ts";
import { startDemoServer } from "./demo-server.ts";

const oemCount = 10;
const adminsPerOem = 10;
const usersPerAdmin = 10;
const operatorsPerUser = 10;
const noticeCount = 1000;
const samples = 200;

/**
 * System notifications at scale: 10,000 operators (10 OEM masters × 10 OEM admins × 10 user
 * accounts × 10 operators) and 1,000 broadcasts from the master and the OEM masters, a tenth of
 * the operators with read marks. Prints p50/p95 of the bell's unread count and of the first page.
 */
async function inboxAtScale() {
  const bench = await openBenchDatabase();
  const { database, db } = bench;
  const { password } = benchMaster;
  const started = performance.now();
  const tree = async (kind: string, parentKind: string, perParent: number) =>
    db.execute(sql`
      insert into accounts (id, kind, parent_id, path, company_name, contract_status)
      select fresh.id, ${kind}, parent.id, parent.path || fresh.id || '/', ${kind} || ' ' || fresh.n, 'active'
      from accounts parent cross join lateral
        (select gen_random_uuid() as id, n from generate_series(1, ${perParent}) as n where parent.id is not null) as fresh
      where parent.kind = ${parentKind}`);
  await tree("oem_master", "master", oemCount);
  await tree("oem_admin", "oem_master", adminsPerOem);
  await tree("user", "oem_admin", usersPerAdmin);
  const hash = await hashPassword(password);
  await db.execute(sql`
    insert into operators (account_id, email, name, password_hash, role, created_at)
    select a.id, 'op-' || a.id || '-' || n || '@bench.local', 'Operator', ${hash}, 'USER', now() - interval '400 days'
    from accounts a cross join generate_series(1, ${operatorsPerUser}) as n
    where a.kind = 'user'`);
  // Broadcasts over the last year: four in five from the master, the rest from OEM masters.
  await db.execute(sql`
    insert into notices (kind, sender_account_id, audience_path, targets, title, content, status,
      publication_type, visible_from, created_at)
    select 'system', sender.id, sender.path,
      case when n % 3 = 0 then '["oem_user"]'::jsonb else '["oem_admin","oem_user"]'::jsonb end,
      'Notice ' || n, 'Bench content', 'publish', 'instant',
      now() - (n || ' hours')::interval, now() - (n || ' hours')::interval
    from generate_series(1, ${noticeCount}) as n
    cross join lateral (
      select id, path from accounts
      where kind = case when n % 5 = 0 then 'oem_master' else 'master' end
      order by md5(accounts.id::text || n) limit 1) as sender`);
  await db.execute(sql`
    insert into notice_reads (operator_id, notice_id)
    select o.id, x.id from
      (select id from operators where role = 'USER' order by id limit ${(oemCount * adminsPerOem * usersPerAdmin * operatorsPerUser) / 10}) as o
      cross join lateral (select id from notices order by md5(id::text || o.id::text) limit 100) as x
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  const countOf = async (table: typeof operators | typeof notices | typeof noticeReads) =>
    (await db.select({ value: count() }).from(table))[0]?.value ?? 0;
  const counts = {
    operators: await countOf(operators),
    notices: await countOf(notices),
    reads: await countOf(noticeReads),
  };
  console.log(
    `seeded ${counts.operators} operators, ${counts.notices} notifications, ${counts.reads} read marks in ${((performance.now() - started) / 1000).toFixed(1)} s (database: ${database.kind})`,
  );

  const [reader] = await db
    .select({ email: operators.email })
    .from(operators)
    .where(eq(operators.role, "USER"))
    .orderBy(operators.id)
    .limit(1);
  const server = await startBenchApp(bench);
  const { address } = server;
  const token = await server.tokenOf(reader!.email);

  async function measure(label: string, route: string) {
    const times: number[] = [];
    let summary = "";
    for (let i = 0; i < samples; i++) {
      const start = performance.now();
      const response = await fetch(`${address}/api/v1${route}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { total?: number; unread?: number };
      times.push(performance.now() - start);
      if (!response.ok) throw new Error(`${label}: ${response.status}`);
      summary = body.total === undefined ? "" : `, ${body.total} visible, ${body.unread} unread`;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}${summary}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  await measure("baseline: user-info", "/auth/user-info");
  await measure("bell: unread count and newest 5", "/system_noti/show?page=1&size=5");
  await measure("list: first page of 10", "/system_noti/show?page=1&size=10");
  await measure("list: page 20", "/system_noti/show?page=20&size=10");
  await closeBench(bench, server);
}

async function load(url: string, host?: string) {
  const result = await autocannon({
    url,
    headers: host ? { host } : {},
    connections: 20,
    duration: 3,
    workers: 1,
  });
  return { rps: result.requests.average, errors: result.errors + result.non2xx };
}

function bodyOf(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      })
      .on("error", reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The demo site's page and its banner's list with its active notification and with none, in
 * alternating rounds (the machine's other load then weighs on both alike); the ratio of medians
 * says what an active notification costs the public site.
 */
async function publicSite() {
  const server = await startDemoServer(4393);
  const host = new URL(server.origin).host;
  const htmlUrl = `http://127.0.0.1:4393/sites/${server.siteId}/A1`;
  const listUrl = `http://127.0.0.1:4393/api/v1/end-user/noti_delivery?site_id=${server.siteId}&skip=1&take=1000&status=publish`;
  const setActive = async (active: boolean) => {
    await server.database.db
      .update(siteNotifications)
      .set({ status: active ? "publish" : "draft" })
      .where(eq(siteNotifications.siteId, server.siteId));
    await server.app.published.invalidate(server.siteId);
  };
  const rounds = {
    with: { html: [] as number[], list: [] as number[] },
    without: { html: [] as number[], list: [] as number[] },
  };
  let errors = 0;
  try {
    for (let round = 0; round < 3; round++) {
      for (const state of ["with", "without"] as const) {
        await setActive(state === "with");
        const listed = (JSON.parse(await bodyOf(listUrl, host)) as { items: unknown[] }).items.length;
        if (listed !== (state === "with" ? 1 : 0))
          throw new Error(`expected the banner list ${state} the notification`);
        const html = await load(htmlUrl, host);
        const list = await load(listUrl);
        rounds[state].html.push(html.rps);
        rounds[state].list.push(list.rps);
        errors += html.errors + list.errors;
      }
    }
    for (const key of ["html", "list"] as const) {
      const a = median(rounds.with[key]);
      const b = median(rounds.without[key]);
      console.log(
        `${key === "html" ? "site HTML" : "banner list"}: with an active notification ${Math.round(a)} req/s, ` +
          `without ${Math.round(b)} req/s (medians of 3 alternating rounds): ratio ${(a / b).toFixed(2)}`,
      );
    }
    console.log(`errors: ${errors}`);
  } finally {
    await server.stop();
  }
}

export async function run() {
  await inboxAtScale();
  await publicSite();
}
