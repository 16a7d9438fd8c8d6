import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Every table has created/updated timestamps (ARCHITECTURE.md, Data). */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Secrets the server makes for itself on first start (the token signing key when none is configured). */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  ...timestamps,
});

/** A company in the hierarchy master > OEM master > OEM admin > user. `path` lists the ids from the root. */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    parentId: uuid("parent_id"),
    path: text("path").notNull(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull().default(""),
    contractStatus: text("contract_status").notNull().default("active"),
    contractStartDate: date("contract_start_date"),
    contractEndDate: date("contract_end_date"),
    /** The plan in force since the account got its first plan; later changes sit in plan_changes. */
    planId: uuid("plan_id"),
    /** admin.md §3 "permission": the account may use the external API. */
    permissionGranted: boolean("permission_granted").notNull().default(false),
    /** admin.md §3 "license issuance": the account may create accounts below it. */
    licenseIssuance: boolean("license_issuance").notNull().default(false),
    /** admin.md §3 "logo settings": the account may put its own logo on its sites. */
    customLogo: boolean("custom_logo").notNull().default(true),
    ...timestamps,
  },
  (table) => [index("accounts_path_idx").on(table.path), index("accounts_parent_idx").on(table.parentId)],
);

/** A person who logs in to the admin console for one account. */
export const operators = pgTable(
  "operators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull(),
    adminRole: text("admin_role").notNull().default("main_contact"),
    authority: text("authority").notNull().default("edit"),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** Carried by access tokens; a logout, password change or revoked session bumps it (decision 032). */
    sessionVersion: integer("session_version").notNull().default(0),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("operators_email_idx").on(sql`lower(${table.email})`),
    index("operators_account_idx").on(table.accountId),
  ],
);

/** Rotating refresh tokens; a family is one login. Only a hash of the secret is kept. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: uuid("family_id").notNull(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("refresh_tokens_family_idx").on(table.familyId),
    index("refresh_tokens_operator_idx").on(table.operatorId),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("password_reset_tokens_operator_idx").on(table.operatorId)],
);

/** Every mail is written here first; a worker sends it over SMTP when one is configured. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** The body with its token links masked, the only form the console lists (decision 030). */
    maskedBody: text("masked_body"),
    /** The token link of the mail, opened only by the master's main contact while mail is kept. */
    secretLink: text("secret_link"),
    template: text("template").notNull(),
    locale: text("locale").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * A self-service trial waiting for its mailed link (decision 057): the account and its login are
 * made only when the link is opened. Only hashes of the password and of the link's secret are kept.
 */
export const signUps = pgTable(
  "sign_ups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    secretHash: text("secret_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the link made the account or a newer sign-up of the address replaced it. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("sign_ups_email_idx").on(sql`lower(${table.email})`)],
);
