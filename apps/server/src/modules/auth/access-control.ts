import type { Permission } from "@mekuri/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../platform/database/database.ts";
import { AppError, forbidden, unauthorized } from "../../platform/http/app-error.ts";
import { type Actor, actorOf, can } from "../accounts/actor.ts";
import { findOperatorById } from "../accounts/operator-service.ts";
import type { AccessTokenSigner } from "./access-token.ts";

/**
 * Every API route says who may call it, in its `config.access`:
 * - "public": anybody (login, password reset, health);
 * - "operator": any logged-in operator;
 * - a permission of the matrix (packages/domain accounts/permissions.ts);
 * - "endUser": a member of the site named by the route's :siteId, with that site's member token.
 * A route that says nothing does not start: see `requireAccessDeclaration`.
 */
export type RouteAccess = "public" | "operator" | "endUser" | Permission;

/** A logged-in member, for the one site its token was made for. */
export interface EndUser {
  memberId: string;
  siteId: string;
  email: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The first-login password change must still be reachable while the change is pending. */
    allowPendingPasswordChange?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | undefined;
    endUser: EndUser | undefined;
  }
}

export function bearerToken(request: { headers: { authorization?: string } }): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ", 2);
  return scheme?.toLowerCase() === "bearer" && token ? token.trim() : undefined;
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

export function registerAccessControl(
  app: FastifyInstance,
  deps: { db: Db; signer: AccessTokenSigner; endUser: (request: FastifyRequest) => Promise<EndUser> },
) {
  app.decorateRequest("actor", undefined);
  app.decorateRequest("endUser", undefined);

  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/") && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
  });

  // A public route (beacons among them) passes on without a promise; the others check the caller.
  app.addHook("onRequest", (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return done();
    checkCaller(request, access).then(() => done(), done);
  });

  async function checkCaller(request: FastifyRequest, access: Exclude<RouteAccess, "public">) {
    if (access === "endUser") {
      request.endUser = await deps.endUser(request);
      return;
    }

    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const verified = await deps.signer.verify(token);
    if (!verified) throw unauthorized();
    if ("expired" in verified) throw new AppError(401, "TOKEN_EXPIRED", "auth.unauthorized");

    // Read on every request, so a suspension or termination takes effect at once.
    const operator = await findOperatorById(deps.db, verified.operatorId);
    // A logout, password change or revoked session since the token was made ends it (decision 032).
    if (!operator || operator.sessionVersion !== verified.sessionVersion) throw unauthorized();
    if (operator.account.contractStatus === "suspended") {
      throw new AppError(403, "ACCOUNT_SUSPENDED", "auth.accountSuspended");
    }
    if (operator.account.contractStatus === "terminated") {
      throw new AppError(401, "ACCOUNT_TERMINATED", "auth.accountTerminated");
    }
    const actor = actorOf(operator);
    if (actor.mustChangePassword && !request.routeOptions.config?.allowPendingPasswordChange) {
      throw new AppError(403, "PASSWORD_CHANGE_REQUIRED", "auth.passwordChangeRequired");
    }
    if (access !== "operator" && !can(actor, access)) throw forbidden();
    request.actor = actor;
  }
}
