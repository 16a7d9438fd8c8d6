import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { operators, timestamps } from "./core.ts";

/** Profile pictures of operators (admin settings), small enough to keep in the database. */
export const operatorAvatars = pgTable("operator_avatars", {
  operatorId: uuid("operator_id")
    .primaryKey()
    .references(() => operators.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  /** Base64 of the image bytes. */
  data: text("data").notNull(),
  ...timestamps,
});
