import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./core.ts";

/**
 * The background job queue (ARCHITECTURE.md, Runtime): any server process claims due rows with
 * SKIP LOCKED; a running row holds a lease that its worker renews, so a job of a process that died
 * is taken up again once the lease runs out.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** Makes enqueueing idempotent: a second request for the same work finds the first job. */
    dedupeKey: text("dedupe_key"),
    payload: jsonb("payload").notNull(),
    /** queued | running | done | failed */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    result: jsonb("result"),
    /** { statusCode, code, messageKey, params } of the failure, localised when read. */
    error: jsonb("error"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("jobs_due_idx").on(table.status, table.createdAt),
    uniqueIndex("jobs_dedupe_key_idx").on(table.dedupeKey).where(sql`${table.dedupeKey} is not null`),
  ],
);
