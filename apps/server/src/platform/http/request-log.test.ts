import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import type { Database } from "../database/database.ts";

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let database: Database;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await buildApp({
    config: loadConfig({ NODE_ENV: "test", SEED_DEMO: "false" }),
    database,
    logger: { level: "info", stream },
  }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("request log", () => {
  it("writes one info line per request, with the method, path, status and time", async () => {
    lines.length = 0;
    const response = await app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email: "x" } });
    expect(response.statusCode).toBe(400);
    // The request id ties the line to whatever else the request logged (monitoring.md, Logs).
    expect(lines.at(-1)?.reqId).toMatch(/^req-/);
    const ofRequest = lines.filter((line) => line.reqId === lines.at(-1)?.reqId);
    expect(ofRequest).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "request completed",
        req: expect.objectContaining({ method: "POST", url: "/api/v1/auth/login" }),
        res: { statusCode: 400 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("keeps the routes that log only warnings quiet", async () => {
    lines.length = 0;
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });
});
