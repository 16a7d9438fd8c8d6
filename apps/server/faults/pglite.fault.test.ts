import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/platform/database/database.ts";
import { loginAs, seedFaultSite } from "./fault-site.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { countStoredWrites, describeReport } from "./stored-writes.ts";
import { startWriteLoad, type WriteTally } from "./write-load.ts";

/**
 * The embedded database lives in the server's process: a kill -9 during writes must leave a data
 * folder that opens again, with every acknowledged write in it; so must a SIGTERM.
 */
describe("faults on the embedded database (PGlite)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-faults-pglite-"));
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.signal("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged write through kill -9 and SIGTERM during writes, restarting on the same data", async () => {
    const database = await openDatabase({ dataDir });
    const { siteId, owner } = await seedFaultSite(database).finally(() => database.close());

    const runs: { tag: string; signal: NodeJS.Signals }[] = [
      { tag: "pglite-kill9", signal: "SIGKILL" },
      { tag: "pglite-sigterm", signal: "SIGTERM" },
    ];
    const tallies: { tag: string; tally: WriteTally }[] = [];
    for (const { tag, signal } of runs) {
      // The second start opens the folder the kill left behind.
      server = await startServerProcess({ DATA_DIR: dataDir });
      const accessToken = await loginAs(server.url, owner.email, owner.password);
      const before = tallies.at(-1);
      if (before) {
        // The site as the kill left it: the last acknowledged save, or a later one whose answer was cut.
        const site = await fetch(`${server.url}/api/v1/site/${siteId}`, {
          headers: { authorization: `Bearer ${accessToken}` },
        }).then((response) => response.json() as Promise<{ name: string }>);
        const found = Number(site.name.slice(`${before.tag}-s`.length));
        console.log(
          `${before.tag}: site saves: last acknowledged #${before.tally.lastSave}, found after restart #${found}`,
        );
        expect(before.tally.lastSave).toBeGreaterThanOrEqual(0);
        expect(found).toBeGreaterThanOrEqual(before.tally.lastSave);
      }
      const load = startWriteLoad(server.url, {
        siteId,
        tag,
        eventSenders: 3,
        formSenders: 2,
        siteSave: { accessToken },
      });
      await load.acknowledged({ events: 10, forms: 3, saves: 2 });
      await delay(500);
      server.signal(signal);
      const exit = await server.exited;
      if (signal === "SIGTERM") expect(exit.code, server.output).toBe(0);
      tallies.push({ tag, tally: await load.stop() });
    }
    server = undefined;

    const stored = new PGlite(dataDir);
    try {
      for (const { tag, tally } of tallies) {
        // Only the last run's save is still the site's name; the earlier one was checked at restart.
        const last = tag === tallies.at(-1)!.tag;
        const query = (text: string, params: unknown[]) =>
          stored.query<Record<string, unknown>>(text, params);
        const report = await countStoredWrites(query, tag, tally, last ? siteId : undefined);
        console.log(describeReport(tag, report, tally));
        expect(report.events.acknowledged).toBeGreaterThan(0);
        expect(report.forms.acknowledged).toBeGreaterThan(0);
        expect(report.events.lost).toBe(0);
        expect(report.forms.lost).toBe(0);
        expect(tally.unexplained).toEqual([]);
        if (last) {
          expect(report.siteSave!.lastAcknowledged).toBeGreaterThanOrEqual(0);
          expect(report.siteSave!.stored).toBeGreaterThanOrEqual(report.siteSave!.lastAcknowledged);
        }
      }
    } finally {
      await stored.close();
    }
  });
});
