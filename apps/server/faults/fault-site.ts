import { setTimeout as delay } from "node:timers/promises";
import { publishFormSite } from "../src/modules/forms/form-site-fixture.ts";
import type { Database } from "../src/platform/database/database.ts";
import type { TestContext } from "../src/testing/test-app.ts";

/**
 * Migrates the server's database and publishes the forms fixture site (a contact form whose
 * notification is mailed in the same transaction) with its owner, before the server starts on it.
 */
export async function seedFaultSite(database: Database) {
  await database.migrate();
  return publishFormSite({ database } as TestContext);
}

export async function loginAs(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Waits until the server answers /readyz with 200 (the database is back), at most `withinMs`. */
export async function waitUntilReady(baseUrl: string, withinMs: number) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const status = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await delay(100);
  }
  throw new Error(`not ready within ${withinMs} ms`);
}
