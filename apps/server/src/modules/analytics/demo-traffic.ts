import { addDays, type DeviceClass, jstDay, jstDayStart } from "@mekuri/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import { sitePages, sitePopupCtas } from "../../platform/database/schema/index.ts";
import type { AnalyticsStore } from "./analytics-store.ts";
import { isValidEvent, type WireEvent } from "./event-check.ts";
import { encodeEventRow } from "./event-store.ts";
import { createPostgresAnalyticsStore } from "./postgres-analytics-store.ts";

/** A small deterministic random source, so every first start shows the same history. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(weighted: [T, number][]): T => {
    let roll = next() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of weighted) {
      roll -= weight;
      if (roll <= 0) return value;
    }
    return weighted[weighted.length - 1]![0];
  };
  return { next, pick };
}

interface DemoPage {
  id: string;
  columnIndex: number;
  rowIndex: number;
  buttons: Record<string, string[]>;
}

const sources: [{ referrer: string | null; utm: string | null; medium: string | null }, number][] = [
  [{ referrer: "l.instagram.com", utm: "instagram", medium: "social" }, 34],
  [{ referrer: "www.google.com", utm: null, medium: null }, 24],
  [{ referrer: null, utm: null, medium: null }, 22],
  [{ referrer: "t.co", utm: "x", medium: "social" }, 12],
  [{ referrer: null, utm: "line", medium: "message" }, 8],
];
const devices: [DeviceClass, number][] = [
  ["phone", 74],
  ["tablet", 10],
  ["desktop", 16],
];

/**
 * The demo site's history (issue 13, scope 6): `days` days of generated visits, checked and encoded
 * exactly as the ingestion endpoint does, stored by the same COPY writer, then rolled up by the real
 * rollup job, so the analytics screen is not empty on the first start. About 3,000 visits.
 */
export async function seedDemoTraffic(
  db: Db,
  siteId: string,
  now = new Date(),
  days = 60,
  store: AnalyticsStore = createPostgresAnalyticsStore(db),
) {
  const pages = await demoPages(db, siteId);
  if (pages.length === 0) return { events: 0 };
  const popups = (
    await db.select({ id: sitePopupCtas.id }).from(sitePopupCtas).where(eq(sitePopupCtas.siteId, siteId))
  ).map((row) => row.id);
  const random = randomSource(20_261_126);
  const byCell = new Map(pages.map((page) => [`${page.columnIndex}:${page.rowIndex}`, page]));
  const today = jstDay(now);
  let rows = "";
  let count = 0;
  const conversions: { at: string; session: string; page: string; kind: string; lang: string }[] = [];
  const months = new Set<string>();

  for (let back = days; back >= 0; back--) {
    const day = addDays(today, -back);
    const dayStart = jstDayStart(day).getTime();
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const visits = Math.round(
      (weekday === 0 || weekday === 6 ? 62 : 42) *
        (0.75 + 0.5 * random.next()) *
        (1 + (days - back) / (2 * days)),
    );
    for (let visit = 0; visit < visits; visit++) {
      // Evenings are busier; today only up to now.
      let at = dayStart + Math.floor(random.next() ** 0.6 * 86_400_000);
      if (at > now.getTime() - 120_000) continue;
      const session = `demo-${day}-${visit}`;
      const lang = random.next() < 0.8 ? "ja" : "en";
      const source = random.pick(sources);
      let page = random.next() < 0.7 ? byCell.get("0:0")! : pages[Math.floor(random.next() * pages.length)]!;
      const events: WireEvent[] = [];
      const push = (type: string, fields: object) => {
        at += 200 + Math.floor(random.next() * 800);
        events.push({ type, site_id: siteId, session_id: session, lang, occurred_at: at, ...fields });
      };
      push("page_view", {
        page_id: page.id,
        device: random.pick(devices),
        referrer_host: source.referrer,
        utm_source: source.utm,
        utm_medium: source.medium,
      });
      for (let step = 0; step < 12; step++) {
        push("slide_page", { page_id: page.id });
        const taps = Math.floor(random.next() * 4);
        for (let tap = 0; tap < taps; tap++) {
          const x = Math.round(Math.min(1000, Math.max(0, 500 + (random.next() - 0.5) * 600)));
          const y = Math.round(Math.min(1000, Math.max(0, 700 + (random.next() - 0.5) * 500)));
          push("tap", { page_id: page.id, x, y });
        }
        const buttons = page.buttons[lang] ?? [];
        if (buttons.length && random.next() < 0.12) {
          push("click_cta_btn", {
            page_id: page.id,
            target_id: buttons[Math.floor(random.next() * buttons.length)],
          });
        }
        if (popups.length && step < 3 && random.next() < 0.03) {
          push("click_popup_cta", { page_id: page.id, popup_id: popups[0], target_id: popups[0] });
        }
        const dwell = Math.round(
          1000 * Math.exp(1.6 + random.next() * 1.8 + (page.rowIndex === 0 ? 0.4 : 0)),
        );
        at += dwell;
        push("page_engagement", { page_id: page.id, duration_ms: Math.min(dwell, 1_800_000) });
        if (random.next() < 0.01 + 0.015 * step) {
          conversions.push({
            at: new Date(at).toISOString(),
            session,
            page: page.id,
            kind: random.pick<string>([
              ["contact", 5],
              ["registration", 3],
              ["form", 2],
            ]),
            lang,
          });
        }
        if (random.next() > 0.78 - step * 0.04) break;
        const down = byCell.get(`${page.columnIndex}:${page.rowIndex + 1}`);
        const across =
          byCell.get(`${page.columnIndex + 1}:${page.rowIndex}`) ?? byCell.get(`${page.columnIndex + 1}:0`);
        const next = down && random.next() < 0.7 ? down : (across ?? down);
        if (!next) break;
        page = next;
      }
      for (const event of events) {
        if (!isValidEvent(event)) continue;
        const received = new Date((event.occurred_at as number) + 150).toISOString();
        months.add(received.slice(0, 7));
        rows += encodeEventRow(event, received);
        count++;
      }
    }
  }
  for (const month of months) await store.prepare(new Date(`${month}-15T00:00:00Z`));
  await store.writeEvents(rows);
  // The conversions the server would have recorded for these visits (conversions.ts).
  await store.recordConversions(
    conversions.map((c) => ({
      receivedAt: c.at,
      siteId,
      pageId: c.page,
      targetId: c.kind,
      lang: c.lang,
      sessionId: c.session,
      kind: c.kind,
    })),
  );
  const seededDays = Array.from({ length: days + 1 }, (_, index) => addDays(today, index - days));
  await store.rollUpDays(siteId, seededDays);
  return { events: count + conversions.length, siteDays: seededDays.length };
}

async function demoPages(db: Db, siteId: string): Promise<DemoPage[]> {
  const pages = await db
    .select({ id: sitePages.id, columnIndex: sitePages.columnIndex, rowIndex: sitePages.rowIndex })
    .from(sitePages)
    .where(eq(sitePages.siteId, siteId));
  const buttons = await queryRows<{ id: string; pageId: string; lang: string }>(
    db,
    sql`select b.id, b.page_id as "pageId", b.lang from page_buttons b join site_pages p on p.id = b.page_id
      where p.site_id = ${siteId}`,
  );
  return pages.map((page) => {
    const own: Record<string, string[]> = {};
    for (const button of buttons.filter((candidate) => candidate.pageId === page.id)) {
      own[button.lang] = [...(own[button.lang] ?? []), button.id];
    }
    return { ...page, buttons: own };
  });
}
