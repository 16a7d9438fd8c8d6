import { boolean, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./core.ts";
import { sites } from "./sites.ts";

/**
 * Preview share of a site's draft (admin.md §3 Preview share): a site passcode (argon2id hash) and
 * the private flag; a private share admits only invited e-mails that know the passcode.
 */
export const previewShares = pgTable("preview_shares", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  isPrivate: boolean("is_private").notNull().default(false),
  passwordHash: text("password_hash"),
  ...timestamps,
});

/** An invited e-mail; preview tokens issued before `sessionsValidAfter` no longer open the preview. */
export const previewShareEmails = pgTable(
  "preview_share_emails",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => previewShares.siteId, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.siteId, table.email] })],
);
