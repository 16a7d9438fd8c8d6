import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../platform/database/database.ts";
import { accounts, apiSettings } from "../../platform/database/schema/index.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { verifyPassword } from "../../platform/security/passwords.ts";
import type { FailureLimits, FailureThrottle } from "../auth/failure-throttle.ts";
import { apiKeyMatches } from "./api-keys.ts";
import { ipAllowed } from "./ip-match.ts";

const refused = () => new AppError(401, "UNAUTHORIZED", "api.unauthorized");

/** Wrong API keys and basic-auth passwords, per address and per account (decision 033). */
export const externalAuthLimits: FailureLimits = {
  perAddress: { max: 20, windowMs: 15 * 60_000 },
  perTarget: { max: 100, windowMs: 15 * 60_000 },
};

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function basicCredentials(request: FastifyRequest): { id: string; password: string } | undefined {
  const [scheme, encoded] = (request.headers.authorization ?? "").split(" ", 2);
  if (scheme?.toLowerCase() !== "basic" || !encoded) return undefined;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers["x-api-key"];
  if (typeof header === "string" && header) return header.trim();
  const [scheme, token] = (request.headers.authorization ?? "").split(" ", 2);
  return scheme?.toLowerCase() === "bearer" && token ? token.trim() : undefined;
}

/**
 * The external API's door: the account named in the path must have API access enabled and granted,
 * a live contract, and the caller must pass the account's chosen method (IP list, basic auth or
 * API key). Accounts without the API, or unknown ones, answer 404 alike.
 */
export async function authenticateExternal(
  deps: { db: Db; throttle: FailureThrottle },
  request: FastifyRequest,
  accountId: string,
) {
  const { db, throttle } = deps;
  const [row] = await db
    .select({
      settings: apiSettings,
      status: accounts.contractStatus,
      kind: accounts.kind,
      granted: accounts.permissionGranted,
    })
    .from(apiSettings)
    .innerJoin(accounts, eq(accounts.id, apiSettings.accountId))
    .where(eq(apiSettings.accountId, accountId));
  if (!row?.settings.enabled) throw notFound();
  if (row.kind !== "master" && !row.granted) throw new AppError(403, "FORBIDDEN", "api.notGranted");
  if (row.status === "suspended") throw new AppError(403, "ACCOUNT_SUSPENDED", "auth.accountSuspended");
  if (row.status === "terminated") throw new AppError(403, "ACCOUNT_TERMINATED", "auth.accountTerminated");
  const { settings } = row;
  if (settings.method !== "ip") await throttle.check(request.ip, accountId);
  const failed = async () => {
    await throttle.failed(request.ip, accountId);
    return refused();
  };
  switch (settings.method) {
    case "ip":
      if (!ipAllowed(request.ip, settings.ipList)) throw new AppError(403, "FORBIDDEN", "api.ipBlocked");
      return;
    case "basic": {
      const credentials = basicCredentials(request);
      const idMatches = credentials ? sameText(credentials.id, settings.basicId) : false;
      // Verified even when the id is wrong, so timing does not tell which part failed.
      const passwordMatches = await verifyPassword(
        settings.basicPasswordHash ?? undefined,
        credentials?.password ?? "",
      );
      if (!idMatches || !passwordMatches) throw await failed();
      return;
    }
    default: {
      const key = presentedKey(request);
      if (!key || !apiKeyMatches(key, settings.apiKeyHash)) throw await failed();
    }
  }
}
