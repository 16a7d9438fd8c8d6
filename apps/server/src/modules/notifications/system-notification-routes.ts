import {
  allowedTargetsOf,
  noticeListQuery,
  noticeParams,
  noticeStatusAt,
  type SystemNoticeBody,
  type SystemNotificationTarget,
  systemNoticeBody,
  systemNoticePage,
  systemNoticeView,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { notices } from "../../platform/database/schema/index.ts";
import { FieldsRejected, rejectedField } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { requireActor } from "../auth/access-control.ts";
import { noticeErrors, noticeNotFound, registerNoticeKindRoutes } from "./notice-kind-routes.ts";
import { windowValues } from "./notice-rows.ts";
import {
  findSentNotice,
  listSentNotices,
  type OperatorNoticeRow,
  readCounts,
  visibleFromOf,
} from "./operator-notices.ts";

const tags = ["system notifications"];

function viewOf(row: OperatorNoticeRow, readCount: number, now: Date) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    targets: (row.targets ?? []) as SystemNotificationTarget[],
    publicationType: row.publicationType as "instant" | "scheduled",
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    displayStatus: noticeStatusAt(
      { status: "publish", startDate: row.visibleFrom, endDate: row.endDate },
      now,
    ),
    readCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A sender addresses only the groups below it (audience rule, decision 043). */
function valuesOf(actor: Actor, body: SystemNoticeBody, now: Date, previous?: OperatorNoticeRow) {
  const allowed = allowedTargetsOf(actor.accountKind);
  const refused = body.targets.filter((target) => !allowed.includes(target));
  if (refused.length > 0)
    throw new FieldsRejected(
      refused.map((target) => rejectedField("targets", "notices.targetNotAllowed", { target })),
    );
  const window = windowValues(body, now, previous);
  return {
    title: body.title,
    content: body.content,
    targets: [...new Set(body.targets)],
    status: "publish",
    ...window,
    visibleFrom: visibleFromOf({ status: "publish", ...window }, previous, now),
  };
}

/** The seven /system_noti calls of admin.md §7. */
export const systemNotificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/system_noti",
    {
      config: { access: "systemNotifications:manage" },
      schema: {
        tags,
        summary: "The system notifications the caller's account sent, with their read counts",
        querystring: noticeListQuery,
        response: { 200: systemNoticePage, ...noticeErrors },
      },
    },
    async (request) => {
      const now = new Date();
      const { rows, total } = await listSentNotices(db, requireActor(request), "system", request.query, now);
      const counts = await readCounts(
        db,
        rows.map((row) => row.id),
      );
      return { total, items: rows.map((row) => viewOf(row, counts.get(row.id) ?? 0, now)) };
    },
  );

  app.post(
    "/system_noti",
    {
      config: { access: "systemNotifications:manage" },
      schema: {
        tags,
        summary: "Send a system notification to target groups below the caller, now or at its start",
        body: systemNoticeBody,
        response: { 201: systemNoticeView, ...noticeErrors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const now = new Date();
      const [row] = await db
        .insert(notices)
        .values({
          kind: "system",
          senderAccountId: actor.account.id,
          authorId: actor.operatorId,
          audiencePath: actor.account.path,
          ...valuesOf(actor, request.body, now),
        })
        .returning();
      return reply.status(201).send(viewOf(row!, 0, now));
    },
  );

  registerNoticeKindRoutes(app, {
    db,
    kind: "system",
    path: "/system_noti",
    tags,
    access: { view: "systemNotifications:view", manage: "systemNotifications:manage" },
    names: { many: "system notifications", one: "a system notification" },
  });

  app.get(
    "/system_noti/:id",
    {
      config: { access: "systemNotifications:manage" },
      schema: {
        tags,
        summary: "One system notification the caller's account sent",
        params: noticeParams,
        response: { 200: systemNoticeView, ...noticeErrors },
      },
    },
    async (request) => {
      const row = await findSentNotice(db, requireActor(request), "system", request.params.id);
      if (!row) throw noticeNotFound();
      const counts = await readCounts(db, [row.id]);
      return viewOf(row, counts.get(row.id) ?? 0, new Date());
    },
  );

  app.put(
    "/system_noti/:id",
    {
      config: { access: "systemNotifications:manage" },
      schema: {
        tags,
        summary: "Change a system notification",
        params: noticeParams,
        body: systemNoticeBody,
        response: { 200: systemNoticeView, ...noticeErrors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const previous = await findSentNotice(db, actor, "system", request.params.id);
      if (!previous) throw noticeNotFound();
      const now = new Date();
      const [row] = await db
        .update(notices)
        .set(valuesOf(actor, request.body, now, previous))
        .where(eq(notices.id, previous.id))
        .returning();
      const counts = await readCounts(db, [row!.id]);
      return viewOf(row!, counts.get(row!.id) ?? 0, now);
    },
  );
};
