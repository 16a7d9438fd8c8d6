import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { mailOutbox } from "../database/schema/index.ts";
import { MailOutbox, retryDelayMs } from "./mail-outbox.ts";
import { createSmtpTransport } from "./mail-transport.ts";

const log = pino({ level: "silent" });
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const request = (to: string) => ({
  to,
  template: "resetPassword" as const,
  locale: "ja" as const,
  params: { name: "山田", minutes: 30, url: "https://example.com/x" },
});

describe("mail outbox", () => {
  it("keeps mail in the outbox, unsent, when no SMTP server is configured", async () => {
    const outbox = new MailOutbox({ db: database.db, from: "a@example.com", log });
    const id = await outbox.enqueue(request("kept@example.com"));
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "kept", subject: "【Mekuri】パスワード再設定のご案内" });
    expect(row!.textBody).toContain("山田 様");
    await outbox.stop();
  });

  it("retries with backoff while SMTP is down and sends after a restart of the worker", async () => {
    // A port where nothing listens: the first attempt fails.
    const down = new MailOutbox({
      db: database.db,
      from: "a@example.com",
      log,
      transport: createSmtpTransport("smtp://127.0.0.1:9"),
    });
    const id = await down.enqueue(request("later@example.com"));
    await down.flush();
    await down.stop();
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // As after a restart: a new worker, a server that answers, and the retry falls due.
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    const smtp = await startSmtpReceiver();
    const up = new MailOutbox({
      db: database.db,
      from: "a@example.com",
      log,
      transport: createSmtpTransport(smtp.url),
    });
    await up.flush();
    await up.stop();
    const received = await smtp.waitFor(1);
    expect(received[0]!.to).toEqual(["later@example.com"]);
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    await smtp.close();
  });

  it("sends each due mail exactly once when several workers run at the same time", async () => {
    const smtp = await startSmtpReceiver();
    const addresses = Array.from({ length: 24 }, (_, i) => `parallel${i}@example.com`);
    await database.db.insert(mailOutbox).values(
      addresses.map((to) => ({
        toAddress: to,
        subject: "s",
        textBody: "b",
        template: "memberRegister",
        locale: "ja",
        status: "pending",
      })),
    );
    const workers = [1, 2, 3].map(
      () =>
        new MailOutbox({
          db: database.db,
          from: "a@example.com",
          log,
          transport: createSmtpTransport(smtp.url),
        }),
    );
    await Promise.all(workers.map((worker) => worker.flush()));
    await Promise.all(workers.map((worker) => worker.stop()));
    const received = smtp.received.flatMap((mail) => mail.to).filter((to) => to.startsWith("parallel"));
    expect(received.sort()).toEqual([...addresses].sort());
    await smtp.close();
  });

  it("backs off exponentially up to an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
