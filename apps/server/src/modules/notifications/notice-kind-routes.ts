import {
  errorResponse,
  inboxPage,
  inboxQuery,
  markAsReadBody,
  markAsReadResponse,
  messageResponse,
  noticeParams,
  type Permission,
  translate,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { notices } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { requireActor } from "../auth/access-control.ts";
import { findSentNotice, inbox, markAsRead, type NoticeKind } from "./operator-notices.ts";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const noticeErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};
export const noticeNotFound = () => new AppError(404, "NOT_FOUND", "notices.notFound");

/** One kind of operator notice as its routes name it: news or system notifications. */
export interface NoticeKindRoutes {
  db: Db;
  kind: NoticeKind;
  /** The path the kind's calls sit under, e.g. "/news". */
  path: string;
  tags: string[];
  /** Readers see their inbox; senders manage what their account sent. */
  access: { view: Permission; manage: Permission };
  /** For the API document: "news" / "a news item". */
  names: { many: string; one: string };
}

/**
 * The calls every kind of operator notice has alike (admin.md §7): the reader's inbox with its
 * read marks, and the sender's delete. They differ only by path, permission and kind.
 */
export function registerNoticeKindRoutes(
  app: ZodApp,
  { db, kind, path, tags, access, names }: NoticeKindRoutes,
) {
  app.get(
    `${path}/show`,
    {
      config: { access: access.view },
      schema: {
        tags,
        summary: `The caller's ${names.many}, newest first, with read marks and the unread count`,
        querystring: inboxQuery,
        response: { 200: inboxPage, ...noticeErrors },
      },
    },
    async (request) => inbox(db, requireActor(request), kind, request.query, request.locale),
  );

  app.put(
    `${path}/mark_as_read`,
    {
      config: { access: access.view },
      schema: {
        tags,
        summary: `Mark ${names.many} read (ids not the caller's are ignored)`,
        body: markAsReadBody,
        response: { 200: markAsReadResponse, ...noticeErrors },
      },
    },
    async (request) => ({ unread: await markAsRead(db, requireActor(request), kind, request.body) }),
  );

  app.delete(
    `${path}/:id`,
    {
      config: { access: access.manage },
      schema: {
        tags,
        summary: `Delete ${names.one}`,
        params: noticeParams,
        response: { 200: messageResponse, ...noticeErrors },
      },
    },
    async (request) => {
      const previous = await findSentNotice(db, requireActor(request), kind, request.params.id);
      if (!previous) throw noticeNotFound();
      await db.delete(notices).where(eq(notices.id, previous.id));
      return { message: translate("notices.deleted", request.locale) };
    },
  );
}
