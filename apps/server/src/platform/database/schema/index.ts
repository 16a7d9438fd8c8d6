/** Every table, one file per capability; drizzle-kit reads this folder to generate migrations. */

export * from "./admins.ts";
export * from "./analytics.ts";
export * from "./api-access.ts";
export * from "./billing.ts";
export * from "./contracts.ts";
export * from "./core.ts";
export * from "./domains.ts";
export * from "./jobs.ts";
export * from "./members.ts";
export * from "./notifications.ts";
export * from "./plans.ts";
export * from "./previews.ts";
export * from "./sites.ts";
