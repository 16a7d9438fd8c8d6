import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./core.ts";
import { sites } from "./sites.ts";

/**
 * A site's custom domain and its verification (issue 18, decision 074): one row per site. The
 * domain routes public traffic only once `sites.custom_domain` is set, which happens when this row
 * becomes active; a pending row never changes how the site is served.
 */
export const siteDomains = pgTable(
  "site_domains",
  {
    siteId: uuid("site_id")
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Lower-case, IDN in punycode. */
    domain: text("domain").notNull(),
    /** The TXT value at `_mekuri-challenge.{domain}`: new for every attempt. */
    token: text("token").notNull(),
    /** DomainState of packages/domain domains/verification.ts. */
    state: text("state").notNull(),
    /** DomainProblem: what the last check found wrong, or why the attempt failed. */
    problem: text("problem"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    /** Null once the attempt has failed: nothing is checked until the operator starts again. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    activeSince: timestamp("active_since", { withTimezone: true }),
    missingSince: timestamp("missing_since", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("site_domains_due_idx").on(table.nextCheckAt),
    // Two sites may try the same name at once; only one can become active (sites.custom_domain is unique).
    uniqueIndex("site_domains_active_idx").on(table.domain).where(sql`state = 'active'`),
  ],
);
