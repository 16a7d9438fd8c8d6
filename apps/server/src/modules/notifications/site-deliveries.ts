import { type NoticeListQuery, nextNoticeBoundary, type StoredNoticeStatus } from "@mekuri/domain";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { siteNotifications } from "../../platform/database/schema/index.ts";
import { inWindowSql, newestFirst, statusFilterSql } from "./notice-rows.ts";

export type SiteNotificationRow = typeof siteNotifications.$inferSelect;

export async function listSiteNotifications(db: Db, siteId: string, query: NoticeListQuery, now: Date) {
  const where = and(
    eq(siteNotifications.siteId, siteId),
    statusFilterSql(siteNotifications, query.status, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteNotifications)
      .where(where)
      .orderBy(newestFirst(siteNotifications))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(siteNotifications).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findSiteNotification(db: Db, siteId: string, id: string) {
  const [row] = await db
    .select()
    .from(siteNotifications)
    .where(and(eq(siteNotifications.siteId, siteId), eq(siteNotifications.id, id)));
  return row;
}

/**
 * What a site's visitors see now: published items inside their window; the preview adds drafts
 * (decision 044). Newest start first.
 */
export function visibleSiteNotifications(
  db: Db,
  siteId: string,
  now: Date,
  options: { drafts?: boolean } = {},
) {
  const statuses = options.drafts ? ["publish", "draft"] : ["publish"];
  return db
    .select()
    .from(siteNotifications)
    .where(
      and(
        eq(siteNotifications.siteId, siteId),
        inArray(siteNotifications.status, statuses),
        inWindowSql(siteNotifications, now),
      ),
    )
    .orderBy(desc(sql`coalesce(${siteNotifications.startDate}, ${siteNotifications.createdAt})`));
}

interface CachedList {
  rows: SiteNotificationRow[];
  until: number;
}

/**
 * The public list per site, kept until the next start or end among the site's items (or until a
 * change to the site's notifications or status invalidates it), and re-read at most every
 * `maxAgeMs` so another process's change shows within that time without a change bus.
 */
export class DeliveredNotifications {
  private readonly cache = new Map<string, CachedList>();

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 1000,
  ) {}

  forget(siteId: string | undefined) {
    if (siteId === undefined) this.cache.clear();
    else this.cache.delete(siteId);
  }

  async visible(siteId: string, now = new Date()): Promise<SiteNotificationRow[]> {
    const cached = this.cache.get(siteId);
    if (cached && cached.until > now.getTime()) return cached.rows;
    const [rows, upcoming] = await Promise.all([
      visibleSiteNotifications(this.db, siteId, now),
      this.db
        .select({
          status: siteNotifications.status,
          startDate: siteNotifications.startDate,
          endDate: siteNotifications.endDate,
        })
        .from(siteNotifications)
        .where(and(eq(siteNotifications.siteId, siteId), eq(siteNotifications.status, "publish"))),
    ]);
    const boundary = nextNoticeBoundary(
      upcoming.map((row) => ({ ...row, status: row.status as StoredNoticeStatus })),
      now,
    );
    const until = Math.min(boundary?.getTime() ?? Number.POSITIVE_INFINITY, now.getTime() + this.maxAgeMs);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(siteId, { rows, until });
    return rows;
  }
}

/** A delivery as the viewer's banner reads it (viewer.md §3 Notification). */
export function deliveredNotificationOf(row: SiteNotificationRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl || null,
    newsUrl: row.newsUrl || null,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
  };
}
