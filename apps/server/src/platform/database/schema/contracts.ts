import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts, timestamps } from "./core.ts";

/** admin.md §3 Contract history entry: execution time, executor, process content. */
export const contractHistory = pgTable(
  "contract_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    executedAt: timestamp("executed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Kept as text: the executor's name stays readable after that operator is deleted. */
    executorName: text("executor_name").notNull(),
    executorId: uuid("executor_id"),
    action: text("action").notNull(),
    detail: text("detail").notNull().default(""),
    ...timestamps,
  },
  (table) => [index("contract_history_account_idx").on(table.accountId, table.executedAt)],
);
