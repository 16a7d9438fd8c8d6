import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, operators, timestamps } from "./core.ts";

/** admin.md §3 Plan: the price list the master maintains. Money is integer yen. */
export const plans = pgTable(
  "plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Set on the plans seeded at first start, so a second process does not seed them again. */
    code: text("code"),
    name: text("name").notNull(),
    tier: text("tier").notNull(),
    channel: text("channel").notNull().default("direct"),
    trial: boolean("trial").notNull().default(false),
    multilingual: boolean("multilingual").notNull().default(false),
    price: integer("price").notNull(),
    quantitySwipe: integer("quantity_swipe").notNull(),
    quantitySite: integer("quantity_site").notNull(),
    limitAccess: integer("limit_access").notNull(),
    limitAccessPrice: integer("limit_access_price").notNull(),
    contractTermMonths: integer("contract_term_months").notNull().default(12),
    swipe: boolean("swipe").notNull().default(false),
    privateDomain: boolean("private_domain").notNull().default(false),
    settingPopupCta: boolean("setting_popup_cta").notNull().default(false),
    settingFormContact: boolean("setting_form_contact").notNull().default(false),
    analyticsEffect: boolean("analytics_effect").notNull().default(false),
    settingTagSeo: boolean("setting_tag_seo").notNull().default(false),
    multiLanguage: boolean("multi_language").notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex("plans_code_idx").on(table.code), uniqueIndex("plans_name_idx").on(table.name)],
);

/**
 * A plan change applies from the first of a month in JST (admin.md §4); the plan in force is read
 * from these rows and today's JST date, never flipped by a timer.
 */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id),
    effectiveDate: date("effective_date").notNull(),
    requestedBy: uuid("requested_by").references(() => operators.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [index("plan_changes_account_idx").on(table.accountId, table.effectiveDate)],
);
