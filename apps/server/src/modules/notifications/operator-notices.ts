import {
  type Locale,
  type MessageKey,
  type NoticeListQuery,
  type ReceivedNotice,
  targetOfOperator,
  translate,
} from "@mekuri/domain";
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { noticeReads, notices, operators } from "../../platform/database/schema/index.ts";
import type { Actor } from "../accounts/actor.ts";
import { newestFirst, statusFilterSql } from "./notice-rows.ts";

export type NoticeKind = "news" | "system";
export type OperatorNoticeRow = typeof notices.$inferSelect;

/** An item the sender's account wrote (its own list, detail, edit and delete); undefined otherwise. */
export async function findSentNotice(db: Db, actor: Actor, kind: NoticeKind, id: string) {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.kind, kind), eq(notices.senderAccountId, actor.account.id)));
  return row;
}

export async function listSentNotices(
  db: Db,
  actor: Actor,
  kind: NoticeKind,
  query: NoticeListQuery,
  now: Date,
) {
  const where = and(
    eq(notices.kind, kind),
    eq(notices.senderAccountId, actor.account.id),
    statusFilterSql(notices, query.status, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(newestFirst(notices))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(notices).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** How many readers marked each of these items read. */
export async function readCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: noticeReads.noticeId, value: count() })
    .from(noticeReads)
    .where(inArray(noticeReads.noticeId, ids))
    .groupBy(noticeReads.noticeId);
  return new Map(rows.map((row) => [row.id, row.value]));
}

/**
 * When readers first see an item: a scheduled one at its start; an instant one when first
 * published (kept through later edits, so an edit does not make it new again); a draft never.
 */
export function visibleFromOf(
  next: { status: string; publicationType: string; startDate: Date | null },
  previous: { visibleFrom: Date | null } | undefined,
  now: Date,
): Date | null {
  if (next.status !== "publish") return previous?.visibleFrom ?? null;
  if (next.publicationType === "scheduled" && next.startDate) return next.startDate;
  return previous?.visibleFrom ?? (next.startDate && next.startDate > now ? next.startDate : now);
}

/** The audience rule of packages/domain notifications/audience.ts, in SQL, for one reader now. */
function inboxWhere(actor: Actor, kind: NoticeKind, now: Date) {
  const path = actor.account.path;
  const target = targetOfOperator(actor.role, actor.accountKind);
  return and(
    eq(notices.kind, kind),
    eq(notices.status, "publish"),
    isNotNull(notices.visibleFrom),
    lte(notices.visibleFrom, now),
    or(isNull(notices.endDate), gte(notices.endDate, now)),
    or(isNull(notices.authorId), sql`${notices.authorId} <> ${actor.operatorId}`),
    sql`case when ${notices.exactAccount} then ${notices.audiencePath} = ${path} else starts_with(${path}, ${notices.audiencePath}) end`,
    target
      ? or(isNull(notices.targets), sql`${notices.targets} @> ${JSON.stringify([target])}::jsonb`)
      : isNull(notices.targets),
  );
}

/** When the reader's login was created: items shown before it count as read (decision 043). */
const joinedAtSql = (actor: Actor) =>
  sql`(select ${operators.createdAt} from ${operators} where ${operators.id} = ${actor.operatorId})`;

const unreadSql = (actor: Actor) =>
  sql`${notices.visibleFrom} >= ${joinedAtSql(actor)} and not exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.operatorId} = ${actor.operatorId})`;

/** How many items the reader has and how many of them are unread, in one pass. */
async function countsOf(db: Db, actor: Actor, kind: NoticeKind, now: Date) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${unreadSql(actor)})`.mapWith(Number),
    })
    .from(notices)
    .where(inboxWhere(actor, kind, now));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

function textOf(row: OperatorNoticeRow, locale: Locale) {
  if (!row.messageKey) return { title: row.title, content: row.content };
  const params = row.messageParams ?? {};
  return {
    title: translate(`${row.messageKey}Title` as MessageKey, locale, params),
    content: translate(`${row.messageKey}Content` as MessageKey, locale, params),
  };
}

export async function unreadCount(db: Db, actor: Actor, kind: NoticeKind, now = new Date()) {
  return (await countsOf(db, actor, kind, now)).unread;
}

/** The reader's items, newest first, with read marks (items from before they joined count as read). */
export async function inbox(
  db: Db,
  actor: Actor,
  kind: NoticeKind,
  page: { page: number; size: number },
  locale: Locale,
  now = new Date(),
) {
  const where = inboxWhere(actor, kind, now);
  const rows = await db
    .select({ notice: notices, unread: sql<boolean>`${unreadSql(actor)}`.mapWith(Boolean) })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.visibleFrom), desc(notices.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const { total, unread } = await countsOf(db, actor, kind, now);
  const items: ReceivedNotice[] = rows.map(({ notice, unread: isUnread }) => ({
    id: notice.id,
    ...textOf(notice, locale),
    newsUrl: notice.newsUrl,
    imageUrl: notice.imageUrl,
    publishedAt: notice.visibleFrom!.toISOString(),
    read: !isUnread,
  }));
  return { items, total, unread };
}

/** One item of the reader's inbox (the news detail); undefined when it is not theirs. */
export async function receivedNotice(db: Db, actor: Actor, kind: NoticeKind, id: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), inboxWhere(actor, kind, new Date())));
  if (!row) return undefined;
  return { row, text: textOf(row, locale) };
}

/**
 * Marks items read for the reader. Ids outside the reader's inbox are ignored without a word, so
 * the answer never tells whether someone else's item exists.
 */
export async function markAsRead(
  db: Db,
  actor: Actor,
  kind: NoticeKind,
  input: { notiIds: string[]; all: boolean },
  now = new Date(),
) {
  const where = inboxWhere(actor, kind, now);
  const chosen = input.all
    ? where
    : input.notiIds.length > 0
      ? and(where, inArray(notices.id, input.notiIds))
      : undefined;
  if (chosen) {
    await db.execute(sql`
      insert into ${noticeReads} (operator_id, notice_id)
      select ${actor.operatorId}, ${notices.id} from ${notices} where ${chosen}
      on conflict do nothing`);
  }
  return unreadCount(db, actor, kind, now);
}
