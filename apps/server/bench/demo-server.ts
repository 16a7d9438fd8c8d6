import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config.ts";
import { siteOrigin } from "../src/modules/public-site/site-origin.ts";
import { startServer } from "../src/server.ts";

/** A real server on a fresh embedded database with the demo site, for benchmarks that need a site. */
export async function startDemoServer(port = 4390) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-bench-demo-"));
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    PORT: String(port),
  });
  let siteUrl = "";
  const { app, database, stop } = await startServer(config, (line) => {
    const match = line.match(/Demo site\s+(\S+)/);
    if (match) siteUrl = match[1]!;
  });
  const siteId = siteUrl.split("/").at(-1)!;
  return {
    app,
    database,
    config,
    siteId,
    siteUrl,
    origin: siteOrigin(config.sites, siteId),
    async stop() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
