import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./core.ts";
import { sites } from "./sites.ts";

/**
 * What visitors of a site submit (viewer.md §4, §5; admin.md §2 lists). Answers are stored with the
 * field's title at the time of sending, so the lists still read after the form definition changes.
 */

/** A member of one site; the same address may be a member of other sites with other passwords. */
export const siteMembers = pgTable(
  "site_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    lang: text("lang").notNull(),
    /** SubmittedField[] of the membership form's other fields. */
    data: jsonb("data").notNull(),
    /** Carried in the member's tokens; logging out raises it, which ends every token issued before. */
    sessionVersion: integer("session_version").notNull().default(0),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("site_members_email_idx").on(table.siteId, sql`lower(${table.email})`),
    index("site_members_created_idx").on(table.siteId, table.createdAt),
  ],
);

/** A temporary registration waiting for its e-mailed link; only a hash of the link's secret is kept. */
export const memberRegistrations = pgTable(
  "member_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    lang: text("lang").notNull(),
    data: jsonb("data").notNull(),
    secretHash: text("secret_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the link completed the registration or a newer link replaced it. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("member_registrations_secret_idx").on(table.secretHash),
    index("member_registrations_email_idx").on(table.siteId, sql`lower(${table.email})`),
  ],
);

/** Contact and homepage form submissions. */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** contact or homepage. */
    kind: text("kind").notNull(),
    lang: text("lang").notNull(),
    mode: text("mode"),
    /** The address the visitor gave in an e-mail field, for the lists' e-mail search. */
    email: text("email"),
    /** SubmittedField[]. */
    data: jsonb("data").notNull(),
    /** The client's Idempotency-Key: a retry with the same key finds this row instead of adding one. */
    idempotencyKey: text("idempotency_key"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("form_submissions_idempotency_idx").on(table.siteId, table.kind, table.idempotencyKey),
    index("form_submissions_site_idx").on(table.siteId, table.kind, table.createdAt),
  ],
);

/** A survey of a site; questions with their choices and points are one value (SurveyQuestion[]). */
export const surveys = pgTable(
  "surveys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    questions: jsonb("questions").notNull(),
    ...timestamps,
  },
  (table) => [index("surveys_site_idx").on(table.siteId)],
);

export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** question id → chosen choice ids. */
    answers: jsonb("answers").notNull(),
    totalScore: integer("total_score").notNull(),
    ...timestamps,
  },
  (table) => [index("survey_responses_survey_idx").on(table.surveyId, table.createdAt)],
);

/** A member's open "forgot password" link (viewer.md §2 reset-password, new-password); only a hash of its secret is kept. */
export const memberPasswordResets = pgTable(
  "member_password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => siteMembers.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the link set a new password or a newer link replaced it. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("member_password_resets_member_idx").on(table.memberId)],
);
