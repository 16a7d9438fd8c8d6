import { type Locale, type MessageKey, type MessageParams, translate } from "@mekuri/domain";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../database/database.ts";
import { mailOutbox } from "../database/schema/index.ts";
import type { MailTransport } from "./mail-transport.ts";

/** `secret` names the parameter that holds a link only the addressee may follow (decision 030). */
export const mailTemplates = {
  resetPassword: { subject: "mail.resetPassword.subject", body: "mail.resetPassword.body", secret: "url" },
  welcome: { subject: "mail.welcome.subject", body: "mail.welcome.body", secret: "url" },
  signUp: { subject: "mail.signUp.subject", body: "mail.signUp.body", secret: "url" },
  memberRegister: {
    subject: "mail.memberRegister.subject",
    body: "mail.memberRegister.body",
    secret: "url",
  },
  memberReset: { subject: "mail.memberReset.subject", body: "mail.memberReset.body", secret: "url" },
  contactNotice: { subject: "mail.contactNotice.subject", body: "mail.contactNotice.body", secret: null },
  previewInvite: { subject: "mail.previewInvite.subject", body: "mail.previewInvite.body", secret: "url" },
  domainVerified: { subject: "mail.domainVerified.subject", body: "mail.domainVerified.body", secret: null },
  domainFailed: { subject: "mail.domainFailed.subject", body: "mail.domainFailed.body", secret: null },
  domainWarning: { subject: "mail.domainWarning.subject", body: "mail.domainWarning.body", secret: null },
  domainDeactivated: {
    subject: "mail.domainDeactivated.subject",
    body: "mail.domainDeactivated.body",
    secret: null,
  },
} as const satisfies Record<string, { subject: MessageKey; body: MessageKey; secret: string | null }>;
export type MailTemplate = keyof typeof mailTemplates;

export interface MailRequest {
  to: string;
  template: MailTemplate;
  locale: Locale;
  params: MessageParams;
}

const maxAttempts = 8;
/** A row left 'sending' by a process that died is taken up again after this long. */
const leaseMs = 5 * 60_000;
const batchSize = 20;

/** A link with the values of its query and fragment replaced, so it can be listed but not followed. */
export function maskLink(link: string): string {
  const url = new URL(link);
  const query = [...url.searchParams.keys()].map((key) => `${key}=…`).join("&");
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}${url.hash ? "#…" : ""}`;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

export interface MailOutboxOptions {
  db: Db;
  from: string;
  /** Absent on the embedded default: mail is kept in the outbox for the console to show. */
  transport?: MailTransport;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}

/**
 * Every mail is written to the outbox table first, in the caller's transaction if it has one, so
 * a mail accepted before a crash still goes after the restart. A worker sends due rows over SMTP.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: MailOutboxOptions) {}

  async enqueue(request: MailRequest, db: Db = this.options.db): Promise<string> {
    const template = mailTemplates[request.template];
    const subject = translate(template.subject, request.locale, request.params);
    const textBody = translate(template.body, request.locale, request.params);
    const secret = template.secret;
    const secretLink = secret ? String(request.params[secret]) : null;
    const maskedBody =
      secret && secretLink
        ? translate(template.body, request.locale, { ...request.params, [secret]: maskLink(secretLink) })
        : textBody;
    const status = this.options.transport ? "pending" : "kept";
    const [row] = await db
      .insert(mailOutbox)
      .values({
        toAddress: request.to,
        subject,
        textBody,
        maskedBody,
        secretLink,
        template: request.template,
        locale: request.locale,
        status,
      })
      .returning({ id: mailOutbox.id });
    if (!this.options.transport) {
      this.options.log.info(
        { to: request.to, subject, body: textBody },
        "mail kept in the outbox (no SMTP_URL set)",
      );
    } else {
      this.kick();
    }
    return row!.id;
  }

  /** True on the embedded default, where mail is kept here instead of being sent. */
  get keepsMail(): boolean {
    return !this.options.transport;
  }

  start() {
    if (!this.options.transport || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 5_000);
    this.timer.unref();
    this.kick();
  }

  /** Sends what is due now; resolves with the number of rows handled. */
  flush(): Promise<number> {
    if (!this.running) {
      this.running = this.sendDue().finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  /** Stops polling and lets a send in progress finish, so nothing is left half-sent. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.options.transport?.close();
  }

  private kick() {
    this.flush().catch((error) => this.options.log.warn({ err: error }, "mail worker could not run"));
  }

  private async sendDue(): Promise<number> {
    const { db, transport, from, log } = this.options;
    if (!transport) return 0;
    let handled = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            or(
              and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)),
              and(
                eq(mailOutbox.status, "sending"),
                lte(mailOutbox.updatedAt, sql`now() - ${`${leaseMs} milliseconds`}::interval`),
              ),
            ),
          )
          .orderBy(mailOutbox.createdAt)
          .limit(batchSize)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(mailOutbox)
          .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1` })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
      if (claimed.length === 0) return handled;
      for (const mail of claimed) {
        try {
          await transport.send({ from, to: mail.toAddress, subject: mail.subject, text: mail.textBody });
          await db
            .update(mailOutbox)
            .set({ status: "sent", sentAt: new Date(), lastError: null })
            .where(eq(mailOutbox.id, mail.id));
        } catch (error) {
          const finalFailure = mail.attempts >= maxAttempts;
          log.warn({ err: error, mailId: mail.id, attempts: mail.attempts }, "mail could not be sent");
          await db
            .update(mailOutbox)
            .set({
              status: finalFailure ? "failed" : "pending",
              lastError: error instanceof Error ? error.message : String(error),
              nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
            })
            .where(eq(mailOutbox.id, mail.id));
        }
        handled += 1;
      }
    }
  }
}
