import { createClient } from "@clickhouse/client";
import type { Config } from "../../config.ts";
import type { Database } from "../../platform/database/database.ts";
import type { AnalyticsStore } from "./analytics-store.ts";
import { createClickHouseAnalyticsStore } from "./clickhouse/clickhouse-analytics-store.ts";
import { createPostgresAnalyticsStore } from "./postgres-analytics-store.ts";

/** The configured analytics store: ClickHouse when CLICKHOUSE_URL is set, else the application's database. */
export function createAnalyticsStore(config: Pick<Config, "clickhouse">, database: Database): AnalyticsStore {
  if (!config.clickhouse)
    return createPostgresAnalyticsStore(database.db, database.eventsDb, database.backgroundDb);
  return createClickHouseAnalyticsStore({
    client: createClient({
      url: config.clickhouse.url,
      // Many processes each flush small groups of events: the server gathers them into larger parts,
      // and answers each insert once its rows are written, so a 202 still means stored (decision 029).
      clickhouse_settings: { async_insert: 1, wait_for_async_insert: 1 },
    }),
    database: config.clickhouse.database,
    db: database.db,
    backgroundDb: database.backgroundDb,
  });
}
