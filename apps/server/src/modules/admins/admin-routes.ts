import {
  adminBody,
  adminIdParams,
  adminList,
  avatarMaxBytes,
  createAdminResponse,
  errorResponse,
  messageResponse,
  staffRoleOfKind,
  translate,
} from "@mekuri/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "../../platform/database/database.ts";
import { operatorAvatars, operators } from "../../platform/database/schema/index.ts";
import { AppError, forbidden, notFound, uploadErrorHandler } from "../../platform/http/app-error.ts";
import { hashPassword } from "../../platform/security/passwords.ts";
import type { Actor } from "../accounts/actor.ts";
import { can } from "../accounts/actor.ts";
import { generateOneTimePassword } from "../accounts/initial-accounts.ts";
import { requireActor } from "../auth/access-control.ts";
import { emailTaken, isEmailTaken } from "../users/user-service.ts";
import { sendWelcomeMail, type WelcomeMailDeps } from "../users/welcome-mail.ts";
import { sniffAvatarType } from "./avatar.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const tags = ["admins"];
const imageTypes = ["image/jpeg", "image/jpg", "image/pjpeg", "image/png", "application/octet-stream"];

const selection = {
  id: operators.id,
  name: operators.name,
  email: operators.email,
  adminRole: operators.adminRole,
  authority: operators.authority,
  lastLoginAt: operators.lastLoginAt,
  createdAt: operators.createdAt,
  hasAvatar: sql<boolean>`exists (select 1 from ${operatorAvatars} av where av.operator_id = "operators"."id")`,
};

type AdminRow = { [K in keyof typeof selection]: unknown };
const toItem = (row: AdminRow) => ({
  id: row.id as string,
  name: row.name as string,
  email: row.email as string,
  adminRole: row.adminRole as "editor",
  authority: row.authority as "edit",
  hasAvatar: Boolean(row.hasAvatar),
  lastLoginAt: row.lastLoginAt ? (row.lastLoginAt as Date).toISOString() : null,
  createdAt: (row.createdAt as Date).toISOString(),
});

/** An admin of the caller's own account; anyone else answers 404. */
async function findAdmin(db: Tx | Db, actor: Actor, id: string) {
  const [row] = await db
    .select(selection)
    .from(operators)
    .where(and(eq(operators.id, id), eq(operators.accountId, actor.account.id)));
  if (!row) throw notFound();
  return toItem(row);
}

/** Main contacts are the account itself: created with it, changed through the user's own page. */
function assertNotMainContact(admin: { adminRole: string }) {
  if (admin.adminRole === "main_contact") throw new AppError(409, "CONFLICT", "admins.mainContact");
}

/** admin.md §2 Admin settings and §3 Admin: the logins of the caller's account. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db } & WelcomeMailDeps> = async (
  app,
  { db, ...welcome },
) => {
  app.addContentTypeParser(
    imageTypes,
    { parseAs: "buffer", bodyLimit: avatarMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/sub-admin",
    {
      config: { access: "admins:view" },
      schema: { tags, summary: "Admins of the caller's account", response: { 200: adminList, ...errors } },
    },
    async (request) => {
      const actor = requireActor(request);
      const rows = await db
        .select(selection)
        .from(operators)
        .where(eq(operators.accountId, actor.account.id))
        .orderBy(sql`${operators.adminRole} <> 'main_contact'`, asc(operators.createdAt));
      return { items: rows.map(toItem) };
    },
  );

  app.post(
    "/sub-admin",
    {
      config: { access: "admins:manage" },
      schema: {
        tags,
        summary: "Add an admin; the one-time password is shown once",
        body: adminBody,
        response: { 201: createAdminResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const temporaryPassword = generateOneTimePassword();
      const passwordHash = await hashPassword(temporaryPassword);
      const id = await db.transaction(async (tx) => {
        if (await isEmailTaken(tx, request.body.email)) throw emailTaken();
        const [row] = await tx
          .insert(operators)
          .values({
            accountId: actor.account.id,
            email: request.body.email,
            name: request.body.name,
            passwordHash,
            role: staffRoleOfKind(actor.accountKind),
            adminRole: request.body.adminRole,
            authority: request.body.authority,
            mustChangePassword: true,
          })
          .returning({ id: operators.id });
        const login = {
          operatorId: row!.id,
          email: request.body.email,
          name: request.body.name,
          companyName: actor.account.companyName,
        };
        await sendWelcomeMail(tx as unknown as Db, welcome, login, request.locale);
        return row!.id;
      });
      reply.status(201);
      return {
        message: translate("admins.created", request.locale),
        admin: await findAdmin(db, actor, id),
        temporaryPassword,
      };
    },
  );

  app.put(
    "/sub-admin/:id",
    {
      config: { access: "admins:manage" },
      schema: {
        tags,
        summary: "Edit an admin",
        params: adminIdParams,
        body: adminBody,
        response: { 200: z.object({ message: z.string(), admin: adminList.shape.items.element }), ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await db.transaction(async (tx) => {
        assertNotMainContact(await findAdmin(tx, actor, request.params.id));
        if (await isEmailTaken(tx, request.body.email, request.params.id)) throw emailTaken();
        await tx.update(operators).set(request.body).where(eq(operators.id, request.params.id));
      });
      return {
        message: translate("admins.updated", request.locale),
        admin: await findAdmin(db, actor, request.params.id),
      };
    },
  );

  app.delete(
    "/sub-admin/:id",
    {
      config: { access: "admins:manage" },
      schema: {
        tags,
        summary: "Delete an admin",
        params: adminIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await db.transaction(async (tx) => {
        assertNotMainContact(await findAdmin(tx, actor, request.params.id));
        await tx.delete(operators).where(eq(operators.id, request.params.id));
      });
      return { message: translate("admins.deleted", request.locale) };
    },
  );

  app.get(
    "/sub-admin/:id/avatar",
    {
      config: { access: "admins:view" },
      schema: {
        tags,
        summary: "An admin's profile picture as a data URL",
        params: adminIdParams,
        response: { 200: z.object({ dataUrl: z.string().nullable() }), ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await findAdmin(db, actor, request.params.id);
      const [avatar] = await db
        .select()
        .from(operatorAvatars)
        .where(eq(operatorAvatars.operatorId, request.params.id));
      return { dataUrl: avatar ? `data:${avatar.contentType};base64,${avatar.data}` : null };
    },
  );

  app.put(
    "/sub-admin/:id/avatar",
    {
      // Everyone sets their own picture; those who manage admins set anyone's.
      config: { access: "operator" },
      bodyLimit: avatarMaxBytes,
      errorHandler: uploadErrorHandler("admins.avatarTooLarge", "admins.avatarType"),
      schema: {
        tags,
        summary: "Set a profile picture: JPG, JPEG, JFIF or PNG, at most 2 MB, as the request body",
        consumes: imageTypes,
        params: adminIdParams,
        response: { 200: messageResponse, 413: errorResponse, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (request.params.id !== actor.operatorId && !can(actor, "admins:manage")) throw forbidden();
      await findAdmin(db, actor, request.params.id);
      const body = request.body;
      const type = Buffer.isBuffer(body) ? sniffAvatarType(body) : null;
      if (!type || !Buffer.isBuffer(body)) throw new AppError(400, "VALIDATION_ERROR", "admins.avatarType");
      const values = {
        operatorId: request.params.id,
        contentType: type,
        size: body.length,
        data: body.toString("base64"),
      };
      await db
        .insert(operatorAvatars)
        .values(values)
        .onConflictDoUpdate({
          target: operatorAvatars.operatorId,
          set: { ...values, updatedAt: new Date() },
        });
      return { message: translate("admins.avatarSaved", request.locale) };
    },
  );
};
