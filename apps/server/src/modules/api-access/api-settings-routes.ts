import {
  type ApiSettings,
  apiSettingsBody,
  apiSettingsResponse,
  errorResponse,
  generatedApiKey,
  translate,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db, Tx } from "../../platform/database/database.ts";
import { accounts, apiSettings } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { hashPassword } from "../../platform/security/passwords.ts";
import type { Actor } from "../accounts/actor.ts";
import { requireActor } from "../auth/access-control.ts";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "./api-keys.ts";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ["api-access"];

/** The master account runs the platform; others need the "permission" grant of their contract. */
async function isGranted(db: Tx | Db, actor: Actor): Promise<boolean> {
  if (actor.accountKind === "master") return true;
  const [row] = await db
    .select({ granted: accounts.permissionGranted })
    .from(accounts)
    .where(eq(accounts.id, actor.account.id));
  return Boolean(row?.granted);
}

async function readSettings(db: Tx | Db, actor: Actor): Promise<ApiSettings> {
  const [row] = await db.select().from(apiSettings).where(eq(apiSettings.accountId, actor.account.id));
  return {
    enabled: row?.enabled ?? false,
    method: (row?.method as ApiSettings["method"]) ?? "api_key",
    ipList: row?.ipList ?? [],
    basicId: row?.basicId ?? "",
    hasBasicPassword: Boolean(row?.basicPasswordHash),
    apiKeyPrefix: row?.apiKeyPrefix ?? null,
    permissionGranted: await isGranted(db, actor),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** admin.md §2 API generation dialog and §5 API dialog. */
export const apiSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api-setting",
    {
      config: { access: "apiAccess:manage" },
      schema: {
        tags,
        summary: "The account's API access settings (secrets never shown)",
        response: { 200: apiSettingsResponse.shape.settings, ...errors },
      },
    },
    async (request) => readSettings(db, requireActor(request)),
  );

  app.post(
    "/api-setting/generate-key",
    {
      config: { access: "apiAccess:manage" },
      schema: {
        tags,
        summary: "A fresh API key for the dialog; stored (hashed) only when the settings are saved",
        response: { 200: generatedApiKey, ...errors },
      },
    },
    async (request) => {
      if (!(await isGranted(db, requireActor(request))))
        throw new AppError(403, "FORBIDDEN", "api.notGranted");
      return { apiKey: generateApiKey() };
    },
  );

  app.put(
    "/api-setting",
    {
      config: { access: "apiAccess:manage" },
      schema: {
        tags,
        summary: "Save the API access settings",
        body: apiSettingsBody,
        response: { 200: apiSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const body = request.body;
      const settings = await db.transaction(async (tx) => {
        if (!(await isGranted(tx, actor))) throw new AppError(403, "FORBIDDEN", "api.notGranted");
        const [stored] = await tx
          .select()
          .from(apiSettings)
          .where(eq(apiSettings.accountId, actor.account.id))
          .for("update");
        // A secret left empty keeps the stored one; with none stored, the chosen method needs it.
        if (body.method === "basic" && !body.basicPassword && !stored?.basicPasswordHash) {
          throw new AppError(400, "VALIDATION_ERROR", "validation.required");
        }
        if (body.method === "api_key" && !body.apiKey && !stored?.apiKeyHash) {
          throw new AppError(400, "VALIDATION_ERROR", "api.keyRequired");
        }
        const values = {
          accountId: actor.account.id,
          enabled: body.enabled,
          method: body.method,
          ipList: body.ipList,
          basicId: body.basicId,
          basicPasswordHash: body.basicPassword
            ? await hashPassword(body.basicPassword)
            : (stored?.basicPasswordHash ?? null),
          apiKeyHash: body.apiKey ? hashApiKey(body.apiKey) : (stored?.apiKeyHash ?? null),
          apiKeyPrefix: body.apiKey ? apiKeyPrefix(body.apiKey) : (stored?.apiKeyPrefix ?? null),
          updatedBy: actor.operatorId,
        };
        await tx
          .insert(apiSettings)
          .values(values)
          .onConflictDoUpdate({ target: apiSettings.accountId, set: { ...values, updatedAt: new Date() } });
        return readSettings(tx, actor);
      });
      return { message: translate("api.saved", request.locale), settings, apiKey: null };
    },
  );
};
