import { errorResponse, outboxLink, outboxMailParams, outboxPage, outboxQuery } from "@mekuri/domain";
import { count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { mailOutbox } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { requireActor } from "../auth/access-control.ts";

/**
 * The mail outbox, so that on the embedded default (no SMTP) a newcomer can still follow a mailed
 * link. Mail carries other people's sign-in links, so the list masks them, shows no text at all
 * once a mail server sends the mail, and only the master's main contact reads it (decision 030).
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db; mail: MailOutbox }> = async (
  app,
  { db, mail },
) => {
  app.get(
    "/mail/outbox",
    {
      config: { access: "mailOutbox:view" },
      schema: {
        tags: ["mail"],
        summary: "Mails written by the platform, newest first, with their links masked",
        querystring: outboxQuery,
        response: { 200: outboxPage, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(mailOutbox),
      ]);
      return {
        page,
        total: total?.value ?? 0,
        keepsMail: mail.keepsMail,
        items: rows.map((row) => ({
          id: row.id,
          toAddress: row.toAddress,
          subject: row.subject,
          body: mail.keepsMail ? row.maskedBody : null,
          hasLink: mail.keepsMail && row.secretLink !== null,
          status: row.status as "kept",
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    "/mail/outbox/:id/link",
    {
      config: { access: "mailOutbox:view" },
      schema: {
        tags: ["mail"],
        summary: "The link of a kept mail, for the master's main contact to open (no mail server only)",
        params: outboxMailParams,
        response: { 200: outboxLink, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      if (!mail.keepsMail) throw notFound();
      const [row] = await db
        .select({ secretLink: mailOutbox.secretLink, toAddress: mailOutbox.toAddress })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, request.params.id));
      if (!row?.secretLink) throw notFound();
      request.log.info(
        { mailId: request.params.id, to: row.toAddress, by: requireActor(request).operatorId },
        "outbox link opened",
      );
      return { url: row.secretLink };
    },
  );
};
