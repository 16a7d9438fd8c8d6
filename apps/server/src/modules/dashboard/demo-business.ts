import { randomUUID } from "node:crypto";
import { addMonthsTo, jstDay, jstMonth, monthPeriod } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import {
  accounts,
  contractHistory,
  planChanges,
  plans,
  sites,
} from "../../platform/database/schema/index.ts";
import { defaultSettings } from "../sites/site-document-mapper.ts";

/**
 * The demo's business history (issue 17, item 5): 24 months of direct customers and OEM resellers
 * with their customers, plan changes, suspensions, terminations and sites, so the summary
 * dashboard shows real figures on the first start. Generated from a fixed seed: every first start
 * shows the same figures relative to its month. A few bulk inserts, well under a second.
 */

/** A small deterministic random source (mulberry32). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const directNames = [
  "青葉不動産",
  "さくら化粧品",
  "Hikari Dental",
  "北斗トラベル",
  "Maruyama Foods",
  "东方贸易 Tokyo",
  "Seoul Beauty Lab",
  "みなと保険サービス",
  "Kaze Fitness",
  "あおぞら学習塾",
  "Tsubasa Motors",
  "ことり珈琲",
  "Nagomi Ryokan",
  "Riverside Clinic",
  "ひまわり住宅",
  "Sora Wedding",
  "Kumo Apparel",
  "はなまる英会話",
  "Yamabiko Brewery",
  "Shirokuma Pet",
  "いろは眼鏡",
  "Minori Farm",
  "Kirin Jewelry",
  "ゆずりは法律事務所",
  "Tomoe Home Center",
  "Asahi Eyewear",
  "ふたば歯科",
  "Mizuki Salon",
  "Hoshino Camera",
  "つばめ引越センター",
  "Kanade Music School",
  "Umi Surf Shop",
  "あかね美容外科",
  "Fuji Golf Club",
  "Koharu Bakery",
  "ひびき証券",
  "Ginga Games",
  "Sakura Pharmacy",
  "しおん結婚相談所",
  "Tanpopo Nursery",
  "Midori Energy",
  "わかば自動車",
];
const resellers = [
  { name: "Nexus Marketing (OEM)", customers: 14 },
  { name: "Kōbe Digital Agency (OEM)", customers: 10 },
  { name: "Blue Ocean Partners (OEM)", customers: 7 },
];
const customerStems = [
  "Clinic",
  "Salon",
  "Estate",
  "Cafe",
  "School",
  "Hotel",
  "Store",
  "Studio",
  "Gym",
  "Shop",
];
const campaigns = [
  "春のキャンペーン",
  "Summer sale",
  "新商品のご案内",
  "Open house",
  "採用サイト",
  "Grand opening",
];

type PlanCode = "light" | "standard" | "premium" | "pro" | "standard-multilingual" | "oem-standard" | "trial";
const ladder: PlanCode[] = ["light", "standard", "premium", "pro"];

export async function seedDemoBusiness(
  db: Db,
  input: { master: { id: string; path: string }; demoAccountId?: string },
  now = new Date(),
) {
  const random = seeded(20_261_126);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const planRows = await db.select({ id: plans.id, code: plans.code }).from(plans);
  const planId = (code: PlanCode) => planRows.find((row) => row.code === code)?.id;
  const current = jstMonth(now);
  const today = jstDay(now);
  /** A day of a month that is not after today. */
  const dayIn = (month: string) => {
    const day = `${month}-${String(1 + Math.floor(random() * 27)).padStart(2, "0")}`;
    if (day <= today) return day;
    return `${month}-01` <= today ? today : `${month}-01`;
  };
  const noonJst = (day: string) => new Date(`${day}T03:00:00Z`);

  const accountRows: (typeof accounts.$inferInsert)[] = [];
  const changeRows: (typeof planChanges.$inferInsert)[] = [];
  const historyRows: (typeof contractHistory.$inferInsert)[] = [];
  const siteRows: (typeof sites.$inferInsert)[] = [];

  function customer(
    name: string,
    parent: { id: string; path: string },
    startMonth: string,
    plan: PlanCode,
    kind: "user" | "oem_master" = "user",
  ) {
    const id = randomUUID();
    const path = `${parent.path}${id}/`;
    const start = dayIn(startMonth);
    let status = "active";
    let endDate: string | null = null;
    // Plan moves on the 1st of later months: mostly up the ladder, sometimes down.
    let code = plan;
    for (let month = addMonthsTo(startMonth, 2); month <= current; month = addMonthsTo(month, 1)) {
      if (random() > 0.06 || !ladder.includes(code)) continue;
      const step = random() < 0.75 ? 1 : -1;
      const next = ladder[Math.max(0, Math.min(ladder.length - 1, ladder.indexOf(code) + step))]!;
      if (next === code) continue;
      changeRows.push({ accountId: id, planId: planId(next)!, effectiveDate: `${month}-01` });
      historyRows.push({
        accountId: id,
        executorName: "Master <master@mekuri.local>",
        action: "planChange",
        detail: `${code} → ${next} (${month}-01)`,
        executedAt: noonJst(dayIn(addMonthsTo(month, -1))),
      });
      code = next;
    }
    // Most trials convert to Light after their month; the others stay on the free trial.
    if (plan === "trial" && addMonthsTo(startMonth, 1) <= current && random() < 0.7) {
      changeRows.push({
        accountId: id,
        planId: planId("light")!,
        effectiveDate: `${addMonthsTo(startMonth, 1)}-01`,
      });
    }
    const fate = random();
    const laterMonth = addMonthsTo(startMonth, 3 + Math.floor(random() * 12));
    if (kind === "user" && fate < 0.08 && laterMonth <= current) {
      status = "terminated";
      historyRows.push({
        accountId: id,
        executorName: "Master <master@mekuri.local>",
        action: "terminate",
        detail: "active → terminated",
        executedAt: noonJst(dayIn(laterMonth)),
      });
    } else if (kind === "user" && fate < 0.16 && laterMonth <= current) {
      const resumeMonth = addMonthsTo(laterMonth, 1 + Math.floor(random() * 3));
      historyRows.push({
        accountId: id,
        executorName: "Master <master@mekuri.local>",
        action: "suspend",
        detail: "active → suspended",
        executedAt: noonJst(dayIn(laterMonth)),
      });
      if (resumeMonth <= current) {
        historyRows.push({
          accountId: id,
          executorName: "Master <master@mekuri.local>",
          action: "resume",
          detail: "suspended → active",
          executedAt: noonJst(dayIn(resumeMonth)),
        });
      } else status = "suspended";
    } else if (kind === "user" && fate < 0.22 && addMonthsTo(startMonth, 12) <= current) {
      // A twelve-month contract that was not renewed.
      endDate = monthPeriod(addMonthsTo(startMonth, 11)).to;
    }
    accountRows.push({
      id,
      kind,
      parentId: parent.id,
      path,
      companyName: name,
      contactName: "",
      contractStatus: status,
      contractStartDate: start,
      contractEndDate: endDate,
      planId: planId(plan) ?? null,
      licenseIssuance: kind === "oem_master",
      createdAt: noonJst(start),
    });
    const siteCount = 1 + Math.floor(random() * 3);
    for (let index = 0; index < siteCount; index += 1) {
      const month = addMonthsTo(startMonth, Math.floor(random() * 4));
      if (month > current) continue;
      siteRows.push({
        accountId: id,
        name: `${pick(campaigns)} ${index + 1}`,
        numberHorizontal: 2,
        numberVertical: 3,
        settings: defaultSettings,
        createdAt: noonJst(dayIn(month)),
      });
    }
    return { id, path };
  }

  const first = addMonthsTo(current, -23);
  directNames.forEach((name, index) => {
    // More customers in later months: the business grows.
    const offset = Math.floor(23 * Math.sqrt(random()));
    const startMonth = addMonthsTo(first, Math.min(23, offset));
    const plan: PlanCode =
      index % 9 === 0
        ? "trial"
        : index % 7 === 0
          ? "standard-multilingual"
          : pick(["light", "light", "standard", "standard", "premium", "pro"]);
    customer(name, input.master, startMonth, plan);
  });
  resellers.forEach((reseller, index) => {
    const startMonth = addMonthsTo(first, index * 4);
    const oem = customer(reseller.name, input.master, startMonth, "oem-standard", "oem_master");
    for (let n = 0; n < reseller.customers; n += 1) {
      const month = addMonthsTo(startMonth, 1 + Math.floor(random() * (22 - index * 4)));
      if (month > current) continue;
      customer(
        `${reseller.name.split(" ")[0]} ${pick(customerStems)} ${n + 1}`,
        oem,
        month,
        pick(["light", "standard", "trial"]),
      );
    }
  });

  await db.transaction(async (tx) => {
    await tx.insert(accounts).values(accountRows);
    if (changeRows.length) await tx.insert(planChanges).values(changeRows);
    if (historyRows.length) await tx.insert(contractHistory).values(historyRows);
    if (siteRows.length) await tx.insert(sites).values(siteRows);
    // The demo company itself has been a customer for fourteen months.
    if (input.demoAccountId) {
      await tx
        .update(accounts)
        .set({ contractStartDate: `${addMonthsTo(current, -14)}-01` })
        .where(eq(accounts.id, input.demoAccountId));
    }
  });
  return { accounts: accountRows.length, sites: siteRows.length };
}
