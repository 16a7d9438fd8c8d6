import {
  endDateInPast,
  type NoticeBody,
  type NoticeStatusFilter,
  type NoticeView,
  noticeStatusAt,
  type PublicationType,
  type StoredNoticeStatus,
} from "@mekuri/domain";
import { and, eq, gte, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { FieldsRejected, rejectedField } from "../../platform/http/app-error.ts";

/** What news items and site deliveries share: their fields, their status and its filter. */
export interface NoticeRow {
  id: string;
  title: string;
  content: string;
  newsUrl: string | null;
  imageUrl: string | null;
  status: string;
  publicationType: string;
  startDate: Date | null;
  endDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function noticeViewOf(row: NoticeRow, now: Date): NoticeView {
  const timing = { status: row.status as StoredNoticeStatus, startDate: row.startDate, endDate: row.endDate };
  return {
    id: row.id,
    title: row.title,
    newsUrl: row.newsUrl ?? "",
    content: row.content,
    imageUrl: row.imageUrl ?? "",
    publicationType: row.publicationType as PublicationType,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    status: timing.status,
    displayStatus: noticeStatusAt(timing, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stored dates of a body. An end already past is refused when it is new or changed
 * (admin.md §5), so editing the text of an expired item does not need a new end.
 */
export function windowValues(
  body: { publicationType: PublicationType; startDate: string | null; endDate: string | null },
  now: Date,
  previous?: { endDate: Date | null },
) {
  const endDate = body.endDate === null ? null : new Date(body.endDate);
  if (endDateInPast(endDate, now, previous ? previous.endDate : undefined))
    throw new FieldsRejected([rejectedField("end_date", "validation.endPast")]);
  return {
    publicationType: body.publicationType,
    startDate: body.startDate === null ? null : new Date(body.startDate),
    endDate,
  };
}

/** The stored values of a news item or a site delivery. */
export function noticeValues(body: NoticeBody, now: Date, previous?: { endDate: Date | null }) {
  return {
    title: body.title,
    content: body.content,
    newsUrl: body.newsUrl,
    imageUrl: body.imageUrl,
    status: body.status,
    ...windowValues(body, now, previous),
  };
}

/** The SQL twin of noticeStatusAt/matchesStatusFilter, so lists page in the database. */
export function statusFilterSql(
  columns: { status: PgColumn; endDate: PgColumn },
  filter: NoticeStatusFilter,
  now: Date,
): SQL | undefined {
  const { status, endDate } = columns;
  const notExpired = or(isNull(endDate), gte(endDate, now));
  switch (filter) {
    case "all":
      return undefined;
    case "draft":
      return eq(status, "draft");
    case "unpublic":
      return eq(status, "unpublish");
    case "expired":
      return and(eq(status, "publish"), isNotNull(endDate), lt(endDate, now));
    case "public":
      return and(eq(status, "publish"), notExpired);
  }
}

/** Inside its window at `now` (both ends included). */
export function inWindowSql(columns: { startDate: PgColumn; endDate: PgColumn }, now: Date) {
  return and(
    or(isNull(columns.startDate), lte(columns.startDate, now)),
    or(isNull(columns.endDate), gte(columns.endDate, now)),
  );
}

/** Published and inside its window at `now`. */
export function visibleSql(columns: { status: PgColumn; startDate: PgColumn; endDate: PgColumn }, now: Date) {
  return and(eq(columns.status, "publish"), inWindowSql(columns, now));
}

export const newestFirst = (columns: { startDate: PgColumn; createdAt: PgColumn }) =>
  sql`coalesce(${columns.startDate}, ${columns.createdAt}) desc, ${columns.createdAt} desc`;
