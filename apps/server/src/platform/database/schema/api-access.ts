import { boolean, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { accounts, operators, timestamps } from "./core.ts";

/** admin.md §3 API settings. Secrets are kept only as hashes; the key is shown once. */
export const apiSettings = pgTable("api_settings", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  method: text("method").notNull().default("api_key"),
  ipList: jsonb("ip_list").$type<string[]>().notNull().default([]),
  basicId: text("basic_id").notNull().default(""),
  basicPasswordHash: text("basic_password_hash"),
  apiKeyHash: text("api_key_hash"),
  apiKeyPrefix: text("api_key_prefix"),
  updatedBy: uuid("updated_by").references(() => operators.id, { onDelete: "set null" }),
  ...timestamps,
});
