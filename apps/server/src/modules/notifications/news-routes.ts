import {
  errorResponse,
  inboxPage,
  inboxQuery,
  markAsReadBody,
  markAsReadResponse,
  messageResponse,
  noticeBody,
  noticeListQuery,
  noticePage,
  noticeParams,
  noticeView,
  receivedNotice,
  translate,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { notices } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { requireActor } from "../auth/access-control.ts";
import { noticeValues, noticeViewOf } from "./notice-rows.ts";
import {
  receivedNotice as findReceived,
  findSentNotice,
  inbox,
  listSentNotices,
  markAsRead,
  visibleFromOf,
} from "./operator-notices.ts";

const tags = ["news"];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const noticeNotFound = () => new AppError(404, "NOT_FOUND", "notices.notFound");

/**
 * Latest information (admin.md §2, §3): the master, or an OEM master for its own tree, writes news
 * for the operators below it; they read it newest first with their own read marks.
 */
export const newsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/news",
    {
      config: { access: "news:manage" },
      schema: {
        tags,
        summary: "The news the caller's account wrote, with the status filter",
        querystring: noticeListQuery,
        response: { 200: noticePage, ...errors },
      },
    },
    async (request) => {
      const now = new Date();
      const { rows, total } = await listSentNotices(db, requireActor(request), "news", request.query, now);
      return { total, items: rows.map((row) => noticeViewOf(row, now)) };
    },
  );

  app.post(
    "/news",
    {
      config: { access: "news:manage" },
      schema: {
        tags,
        summary: "Write a news item",
        body: noticeBody,
        response: { 201: noticeView, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const now = new Date();
      const values = noticeValues(request.body, now);
      const [row] = await db
        .insert(notices)
        .values({
          kind: "news",
          senderAccountId: actor.account.id,
          authorId: actor.operatorId,
          audiencePath: actor.account.path,
          ...values,
          visibleFrom: visibleFromOf(values, undefined, now),
        })
        .returning();
      return reply.status(201).send(noticeViewOf(row!, now));
    },
  );

  app.get(
    "/news/show",
    {
      config: { access: "news:view" },
      schema: {
        tags,
        summary: "The caller's news, newest first, with read marks and the unread count",
        querystring: inboxQuery,
        response: { 200: inboxPage, ...errors },
      },
    },
    async (request) => inbox(db, requireActor(request), "news", request.query, request.locale),
  );

  app.put(
    "/news/mark_as_read",
    {
      config: { access: "news:view" },
      schema: {
        tags,
        summary: "Mark news read (ids not the caller's are ignored)",
        body: markAsReadBody,
        response: { 200: markAsReadResponse, ...errors },
      },
    },
    async (request) => ({ unread: await markAsRead(db, requireActor(request), "news", request.body) }),
  );

  app.get(
    "/news/show/:id",
    {
      config: { access: "news:view" },
      schema: {
        tags,
        summary: "One news item as its reader sees it; reading it marks it read",
        params: noticeParams,
        response: { 200: receivedNotice, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const found = await findReceived(db, actor, "news", request.params.id, request.locale);
      if (!found) throw noticeNotFound();
      await markAsRead(db, actor, "news", { notiIds: [found.row.id], all: false });
      return {
        id: found.row.id,
        ...found.text,
        newsUrl: found.row.newsUrl,
        imageUrl: found.row.imageUrl,
        publishedAt: found.row.visibleFrom!.toISOString(),
        read: true,
      };
    },
  );

  app.get(
    "/news/:id",
    {
      config: { access: "news:manage" },
      schema: {
        tags,
        summary: "One news item the caller's account wrote",
        params: noticeParams,
        response: { 200: noticeView, ...errors },
      },
    },
    async (request) => {
      const row = await findSentNotice(db, requireActor(request), "news", request.params.id);
      if (!row) throw noticeNotFound();
      return noticeViewOf(row, new Date());
    },
  );

  app.put(
    "/news/:id",
    {
      config: { access: "news:manage" },
      schema: {
        tags,
        summary: "Change a news item",
        params: noticeParams,
        body: noticeBody,
        response: { 200: noticeView, ...errors },
      },
    },
    async (request) => {
      const previous = await findSentNotice(db, requireActor(request), "news", request.params.id);
      if (!previous) throw noticeNotFound();
      const now = new Date();
      const values = noticeValues(request.body, now, previous);
      const [row] = await db
        .update(notices)
        .set({ ...values, visibleFrom: visibleFromOf(values, previous, now) })
        .where(eq(notices.id, previous.id))
        .returning();
      return noticeViewOf(row!, now);
    },
  );

  app.delete(
    "/news/:id",
    {
      config: { access: "news:manage" },
      schema: {
        tags,
        summary: "Delete a news item",
        params: noticeParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const previous = await findSentNotice(db, requireActor(request), "news", request.params.id);
      if (!previous) throw noticeNotFound();
      await db.delete(notices).where(eq(notices.id, previous.id));
      return { message: translate("notices.deleted", request.locale) };
    },
  );
};
