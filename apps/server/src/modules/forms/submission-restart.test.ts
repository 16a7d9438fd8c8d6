import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { formSubmissions, mailOutbox } from "../../platform/database/schema/index.ts";
import { createSmtpTransport } from "../../platform/mail/mail-transport.ts";
import { startSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { api, type TestContext } from "../../testing/test-app.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { publishFormSite } from "./form-site-fixture.ts";

const database = await createTestDatabase();
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO: "false" });
afterAll(() => database.close());

async function start(smtpUrl: string): Promise<App> {
  const { app } = await buildApp({
    config,
    database,
    logger: false,
    mailTransport: createSmtpTransport(smtpUrl),
  });
  await app.ready();
  return app;
}

describe("a submission accepted before a restart", () => {
  it("is still stored after the restart, and its mail goes out from the next process", async () => {
    // SMTP is down while the first process runs: nothing listens on port 9.
    const first = await start("smtp://127.0.0.1:9");
    const { siteId, owner } = await publishFormSite({ app: first, database, config } satisfies TestContext);
    const response = await first.inject({
      method: "POST",
      url: api(`/end-user/site/${siteId}/contact`),
      payload: { data: { email: "before-crash@example.com", company: "Crash Co.", topic: "その他" } },
    });
    expect(response.statusCode).toBe(201);
    await first.close();

    const [waiting] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, owner.email));
    expect(waiting!.status).toBe("pending");
    // The retry falls due while the server is away.
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, waiting!.id));

    const smtp = await startSmtpReceiver();
    const second = await start(smtp.url);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([owner.email]);
    await second.close();
    await smtp.close();

    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting!.id));
    expect(sent).toMatchObject({ status: "sent", lastError: null });
    const stored = await database.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId));
    expect(stored).toHaveLength(1);
  });
});
