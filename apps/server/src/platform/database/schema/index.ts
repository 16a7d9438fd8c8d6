/** Every table, one file per capability; drizzle-kit reads this folder to generate migrations. */
export * from "./core.ts";
