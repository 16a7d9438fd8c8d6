import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../platform/database/database.ts";

/**
 * Writes the API's OpenAPI document (what GET /api/docs/json serves) to the file named by the first
 * argument, for the linter and client generators; the app is built on an empty in-memory database.
 */
const target = process.argv[2];
if (!target) {
  process.stderr.write("Usage: openapi-document.ts <output.json>\n");
  process.exit(2);
}
const database = await openDatabase({});
await database.migrate();
const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false" });
const { app } = await buildApp({
  config,
  database,
  logger: process.env.DEBUG_DOC ? { level: "error" } : false,
});
const response = await app.inject({ method: "GET", url: "/api/docs/json" });
if (response.statusCode !== 200)
  throw new Error(`The document answered ${response.statusCode}: ${response.body}`);
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(response.json(), null, 2)}\n`);
await app.close();
await database.close();
