import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts, operators, timestamps } from "./core.ts";

/**
 * News and system notifications for operators (admin.md §3): one row per broadcast with its
 * audience; what a reader sees is derived when read (decisions 042, 043).
 */
export const notices = pgTable(
  "notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** news (latest information) or system (the bell). */
    kind: text("kind").notNull(),
    /** The account that wrote it; null for the product's own events. */
    senderAccountId: uuid("sender_account_id").references(() => accounts.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => operators.id, { onDelete: "set null" }),
    /** Path of the tree (or, with exact_account, the one account) addressed. */
    audiencePath: text("audience_path").notNull(),
    exactAccount: boolean("exact_account").notNull().default(false),
    /** System notification target groups; null: every operator in reach. */
    targets: jsonb("targets").$type<string[]>(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    newsUrl: text("news_url").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    /** A product event's text, translated into each reader's language when read. */
    messageKey: text("message_key"),
    messageParams: jsonb("message_params").$type<Record<string, string>>(),
    status: text("status").notNull().default("publish"),
    publicationType: text("publication_type").notNull().default("instant"),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    /** When readers first saw it: its start when scheduled, else when it was published; null as a draft. */
    visibleFrom: timestamp("visible_from", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("notices_inbox_idx").on(table.kind, table.visibleFrom),
    index("notices_sender_idx").on(table.senderAccountId, table.kind),
  ],
);

/** One row per reader and item read; absent means unread (see decision 043 for late joiners). */
export const noticeReads = pgTable(
  "notice_reads",
  {
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.noticeId] })],
);
