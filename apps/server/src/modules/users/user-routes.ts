import {
  createUserBody,
  createUserResponse,
  errorResponse,
  importUsersResponse,
  translate,
  updateUserBody,
  userCsvMaxBytes,
  userCsvTemplate,
  userDetail,
  userIdParams,
  userListPage,
  userListQuery,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/database/database.ts";
import { AppError, uploadErrorHandler } from "../../platform/http/app-error.ts";
import { sendCsv } from "../../platform/http/csv-reply.ts";
import { requireActor } from "../auth/access-control.ts";
import {
  assertFamily,
  findChildAccount,
  findReachableAccount,
  type UserFamily,
  userFamilies,
} from "../tenancy/account-scope.ts";
import { assertCsvFile, CsvImportRejected, decodeCsv, describeIssues, importUsers } from "./user-import.ts";
import { getUserDetail, listUsers } from "./user-repository.ts";
import { createUser, updateUser } from "./user-service.ts";
import { sendWelcomeMail, type WelcomeMailDeps } from "./welcome-mail.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const csvTypes = [
  "text/csv",
  "application/csv",
  "application/vnd.ms-excel",
  "text/plain",
  "application/octet-stream",
];
const importQuery = z.object({ parentId: z.uuid().optional(), fileName: z.string().max(255).optional() });

/** admin.md §7 Users: /master/user, /oem-master/user and /oem-admin/user, one set of routes per family. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db } & WelcomeMailDeps> = async (
  app,
  { db, ...welcome },
) => {
  // CSV arrives as the request body; the limit is the spec's 5 MB, with its own message.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    csvTypes,
    { parseAs: "buffer", bodyLimit: userCsvMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/user",
    {
      config: { access: "operator" },
      schema: {
        tags: ["users"],
        summary: "The caller's own account: the profile page",
        response: { 200: userDetail, ...errors },
      },
    },
    async (request) => getUserDetail(db, requireActor(request).account.id),
  );

  for (const family of Object.keys(userFamilies) as UserFamily[]) {
    const tags = ["users"];
    const base = `/${family}/user`;

    app.get(
      base,
      {
        config: { access: "users:view" },
        schema: {
          tags,
          summary: "User list: accounts below the caller, searched, filtered and paged",
          querystring: userListQuery,
          response: { 200: userListPage, ...errors },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        assertFamily(actor, family);
        return listUsers(db, actor, request.query);
      },
    );

    app.post(
      base,
      {
        config: { access: "users:manage" },
        schema: {
          tags,
          summary: "Create an account below the caller with its main login",
          body: createUserBody,
          response: { 201: createUserResponse, ...errors },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        assertFamily(actor, family);
        const created = await db.transaction(async (tx) => {
          const user = await createUser(tx, actor, request.body);
          const { email, contactName, companyName } = request.body;
          const login = { operatorId: user.operatorId, email, name: contactName, companyName };
          await sendWelcomeMail(tx as unknown as Db, welcome, login, request.locale);
          return user;
        });
        reply.status(201);
        return {
          message: translate("users.created", request.locale),
          user: await getUserDetail(db, created.id),
          temporaryPassword: created.temporaryPassword,
        };
      },
    );

    app.get(
      `${base}/import/template`,
      {
        config: { access: "users:view" },
        schema: { tags, summary: "The CSV import template", produces: ["text/csv"] },
      },
      async (request, reply) => {
        assertFamily(requireActor(request), family);
        // The BOM makes Excel read the file as UTF-8.
        return sendCsv(reply, "user-import-template.csv", `\uFEFF${userCsvTemplate}`);
      },
    );

    app.post(
      `${base}/import`,
      {
        config: { access: "users:manage" },
        bodyLimit: userCsvMaxBytes,
        errorHandler: uploadErrorHandler("users.csvTooLarge", "users.csvNotCsv"),
        schema: {
          tags,
          summary: "Import accounts from a CSV file (text/csv body, at most 5 MB): all rows or none",
          consumes: csvTypes,
          querystring: importQuery,
          response: { 201: importUsersResponse, 413: errorResponse, ...errors },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        assertFamily(actor, family);
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError(400, "VALIDATION_ERROR", "users.csvNotCsv");
        assertCsvFile(body, request.query.fileName);
        const text = decodeCsv(body);
        const parent = await findReachableAccount(db, actor, request.query.parentId ?? actor.account.id);
        try {
          const created = await db.transaction(async (tx) => {
            const rows = await importUsers(tx, actor, parent, text);
            for (const { email, login } of rows) {
              await sendWelcomeMail(tx as unknown as Db, welcome, { ...login, email }, request.locale);
            }
            return rows.map(({ login: _login, ...row }) => row);
          });
          reply.status(201);
          return { message: translate("users.imported", request.locale, { count: created.length }), created };
        } catch (error) {
          if (!(error instanceof CsvImportRejected)) throw error;
          const fields = describeIssues(error.issues, request.locale);
          return reply.status(400).send({
            code: "VALIDATION_ERROR",
            message: [
              translate("users.csvRejected", request.locale, { count: fields.length }),
              ...fields.map((f) => f.message),
            ],
            fields,
          });
        }
      },
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: "users:view" },
        schema: {
          tags,
          summary: "User detail",
          params: userIdParams,
          response: { 200: userDetail, ...errors },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        assertFamily(actor, family);
        const account = await findChildAccount(db, actor, request.params.id);
        return getUserDetail(db, account.id);
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { access: "users:manage" },
        schema: {
          tags,
          summary: "Edit a user (read-only once terminated)",
          params: userIdParams,
          body: updateUserBody,
          response: { 200: z.object({ message: z.string(), user: userDetail }), ...errors },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        assertFamily(actor, family);
        const planChange = await db.transaction(async (tx) => {
          const account = await findChildAccount(tx, actor, request.params.id, { forUpdate: true });
          return updateUser(tx, actor, account, request.body);
        });
        const message =
          planChange && !planChange.immediate
            ? `${translate("users.updated", request.locale)} ${translate("plans.changeScheduled", request.locale, { plan: planChange.planName, date: planChange.effectiveDate })}`
            : translate("users.updated", request.locale);
        return { message, user: await getUserDetail(db, request.params.id) };
      },
    );
  }
};
