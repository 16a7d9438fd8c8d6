import { randomBytes } from "node:crypto";
import type { Database } from "../../platform/database/database.ts";
import type { AnalyticsStore } from "./analytics-store.ts";
import { createClickHouseAnalyticsStore } from "./clickhouse/clickhouse-analytics-store.ts";
import { embeddedClickHouseClient } from "./clickhouse/embedded-clickhouse.ts";

/**
 * The analytics stores the analytics tests run on: the default (the application's PostgreSQL), and
 * ClickHouse embedded in the test process by chdb, behind the same official client the production
 * store uses over HTTP (docs/decisions/088). Each ClickHouse store gets a database of its own.
 */
export const analyticsTestStores: {
  name: string;
  create?: (database: Database) => AnalyticsStore;
}[] = [
  { name: "PostgreSQL" },
  {
    name: "ClickHouse",
    create: (database) =>
      createClickHouseAnalyticsStore({
        client: embeddedClickHouseClient(),
        database: `mekuri_test_${randomBytes(6).toString("hex")}`,
        db: database.db,
      }),
  },
];
