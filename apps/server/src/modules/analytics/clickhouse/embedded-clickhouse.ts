import { type ClickHouseClient, type ClickHouseClientConfigOptions, createClient } from "@clickhouse/client";
import { createChdbConnection } from "chdb/connection";

/**
 * The official client over ClickHouse embedded in this process by chdb (decision 088), for the
 * tests and the benches. chdb types its connection against the client's former shared package,
 * whose types are the same shape under another name, hence the cast.
 */
export function embeddedClickHouseClient(): ClickHouseClient {
  const connection = createChdbConnection({ path: ":memory:" });
  return createClient({ connection: connection as unknown as ClickHouseClientConfigOptions["connection"] });
}
