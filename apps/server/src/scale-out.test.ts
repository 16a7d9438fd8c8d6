import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, seedFaultSite } from "../faults/fault-site.ts";
import { type ServerProcess, startServerProcess } from "../faults/server-process.ts";
import { sharedServicesMissing, startSharedServices } from "./testing/shared-services.ts";

const missing = sharedServicesMissing();

/**
 * docs/operations/scaling.md: app processes are stateless; two real server processes on one
 * PostgreSQL and one Redis behave as one server to a visitor and to an operator.
 */
describe.skipIf(missing)(
  `two server processes on one PostgreSQL and Redis${missing ? ` (skipped: ${missing})` : ""}`,
  () => {
    let services: Awaited<ReturnType<typeof startSharedServices>>;
    let site: Awaited<ReturnType<typeof seedFaultSite>>;
    let first: ServerProcess;
    let second: ServerProcess;
    const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-scale-out-"));

    beforeAll(async () => {
      services = await startSharedServices();
      site = await seedFaultSite(services.database);
      const env = {
        DATABASE_URL: services.databaseUrl,
        DATABASE_POOL_SIZE: "4",
        REDIS_URL: services.redisUrl,
        // Media are shared between processes (here one folder, in production S3).
        DATA_DIR: dataDir,
        // The real limits: the test counts attempts against them.
        RATE_LIMIT_SCALE: "1",
      };
      // Two starts at once through tsx on a shared two-core machine may take minutes.
      const start = () => startServerProcess(env, { startTimeoutMs: 240_000 });
      [first, second] = await Promise.all([start(), start()]);
    }, 400_000);

    afterAll(async () => {
      for (const server of [first, second]) {
        if (!server || server.exit) continue;
        server.signal("SIGTERM");
        await server.exited;
      }
      await services?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const publicSite = (server: ServerProcess) =>
      fetch(`${server.url}/api/v1/end-user/site/${site.siteId}?lang=ja`);

    it("serves a change published on one process from the other at once", async () => {
      const before = await publicSite(second);
      expect(before.status).toBe(200);
      const etagBefore = before.headers.get("etag");
      // The second process now holds the live version in memory; without the change bus it would
      // keep serving it for a minute (the cached rows' lifetime while Redis is connected).
      expect((await publicSite(second)).headers.get("etag")).toBe(etagBefore);

      const token = await loginAs(first.url, site.owner.email, site.owner.password);
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const siteUrl = `${first.url}/api/v1/site/${site.siteId}`;
      const document = (await (await fetch(siteUrl, { headers })).json()) as {
        pages: { details: { ja: { main_text: string } } }[];
      };
      const text = `Changed on the first process ${randomUUID()}`;
      document.pages[0]!.details.ja.main_text = text;
      const saved = await fetch(siteUrl, { method: "PUT", headers, body: JSON.stringify(document) });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const published = await fetch(`${siteUrl}/publish`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ visibility: "public" }),
      });
      expect(published.status, await published.clone().text()).toBe(200);

      // Redis delivers the change in about a millisecond; the message may still be on its way
      // when the first read arrives, so a few reads within half a second are allowed.
      const publishedAt = Date.now();
      let served = "";
      let etag: string | null = null;
      while (Date.now() - publishedAt < 500) {
        const response = await publicSite(second);
        served = await response.text();
        etag = response.headers.get("etag");
        if (served.includes(text)) break;
        await delay(20);
      }
      expect(served).toContain(text);
      expect(etag).not.toBe(etagBefore);

      const hidden = await fetch(`${siteUrl}/publish`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ visibility: "private" }),
      });
      expect(hidden.status).toBe(200);
      const privateAt = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - privateAt < 500) {
        status = (await publicSite(second)).status;
        if (status === 200) await delay(20);
      }
      expect(status).toBe(404);
      await fetch(`${siteUrl}/publish`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ visibility: "public" }),
      });
    });

    it("counts a visitor's contact submissions on both processes against one limit", async () => {
      const contact = (server: ServerProcess) =>
        fetch(`${server.url}/api/v1/end-user/site/${site.siteId}/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify({
            data: { email: "visitor@example.com", company: "Example", topic: "見積もり", channels: ["mail"] },
          }),
        }).then((response) => response.status);
      // Ten per address and site in ten minutes (submission-limits.ts), taken in turns.
      const allowed: number[] = [];
      for (let attempt = 0; attempt < 10; attempt++)
        allowed.push(await contact(attempt % 2 ? second : first));
      expect(allowed).toEqual(Array(10).fill(201));
      // Each process alone has seen five: only a shared count refuses the eleventh.
      expect(await contact(first)).toBe(429);
      expect(await contact(second)).toBe(429);
    });
  },
);
