import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { startTcpProxy } from "../../testing/tcp-proxy.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { type Database, openDatabase } from "./database.ts";

/** Only a database server can go away; the embedded PGlite lives in the process. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("database outage", () => {
  let owner: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    owner = await createTestDatabase();
    const direct = new URL(owner.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(owner.url!);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ url: viaProxy.toString(), poolSize: 4 });
    ({ app } = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), database, logger: false }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await owner?.close();
  });

  const loginAttempt = () =>
    app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "x@example.com", password: "Wrong-pass1" },
    });

  it("answers 503 with Retry-After while the database is away and recovers by itself", async () => {
    expect((await loginAttempt()).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);

    await proxy.cut();
    const during = await loginAttempt();
    expect(during.statusCode).toBe(503);
    expect(during.headers["retry-after"]).toBe("5");
    expect(during.json().code).toBe("SERVICE_UNAVAILABLE");
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

    await proxy.restore();
    const restoredAt = Date.now();
    let status = 0;
    while (Date.now() - restoredAt < 10_000) {
      status = (await loginAttempt()).statusCode;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(401);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});
