import { errorResponse, outboxPage, outboxQuery } from "@mekuri/domain";
import { count, desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { mailOutbox } from "../../platform/database/schema/index.ts";

/** The mail outbox, so that on the embedded default (no SMTP) a newcomer can still follow a mailed link. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/mail/outbox",
    {
      config: { access: "mailOutbox:view" },
      schema: {
        tags: ["mail"],
        summary: "Mails written by the platform, newest first",
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
        items: rows.map((row) => ({
          id: row.id,
          toAddress: row.toAddress,
          subject: row.subject,
          textBody: row.textBody,
          status: row.status as "kept",
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
