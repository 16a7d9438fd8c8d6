import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config.ts";
import { startServer } from "./server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-server-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("stopping the server", () => {
  it("stops accepting, flushes events, stops jobs and mail, and closes the database last", async () => {
    const config = loadConfig({
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      PORT: "0",
      DATA_DIR: dataDir,
    });
    const { app, database, stop } = await startServer(config, () => {});
    const order: string[] = [];
    const record = <T extends object>(target: T, method: keyof T & string, name: string) => {
      const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
      vi.spyOn(target, method as never).mockImplementation(((...args: unknown[]) => {
        order.push(name);
        return original(...args);
      }) as never);
    };
    record(app.server, "close", "stop accepting");
    record(app.events, "close", "flush events");
    record(app.jobs, "stop", "stop jobs");
    record(app.mail, "stop", "stop mail");
    record(database, "close", "close database");

    await stop();

    expect(order).toEqual(["stop accepting", "flush events", "stop jobs", "stop mail", "close database"]);
    expect(app.server.listening).toBe(false);
  });
});
