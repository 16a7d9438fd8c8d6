import {
  noticeBody,
  noticeListQuery,
  noticePage,
  noticeParams,
  noticeView,
  receivedNotice,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { notices } from "../../platform/database/schema/index.ts";
import { requireActor } from "../auth/access-control.ts";
import { noticeErrors, noticeNotFound, registerNoticeKindRoutes } from "./notice-kind-routes.ts";
import { noticeValues, noticeViewOf } from "./notice-rows.ts";
import {
  receivedNotice as findReceived,
  findSentNotice,
  listSentNotices,
  markAsRead,
  visibleFromOf,
} from "./operator-notices.ts";

const tags = ["news"];

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
        response: { 200: noticePage, ...noticeErrors },
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
        response: { 201: noticeView, ...noticeErrors },
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

  registerNoticeKindRoutes(app, {
    db,
    kind: "news",
    path: "/news",
    tags,
    access: { view: "news:view", manage: "news:manage" },
    names: { many: "news", one: "a news item" },
  });

  app.get(
    "/news/show/:id",
    {
      config: { access: "news:view" },
      schema: {
        tags,
        summary: "One news item as its reader sees it; reading it marks it read",
        params: noticeParams,
        response: { 200: receivedNotice, ...noticeErrors },
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
        response: { 200: noticeView, ...noticeErrors },
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
        response: { 200: noticeView, ...noticeErrors },
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
};
