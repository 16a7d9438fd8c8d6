import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../platform/database/database.ts";
import { siteMembers } from "../../platform/database/schema/index.ts";
import { unauthorized } from "../../platform/http/app-error.ts";
import { bearerToken, type EndUser } from "../auth/access-control.ts";
import type { EndUserTokenSigner } from "./end-user-token.ts";

/**
 * Checks a member's bearer token for the site the route names: a token of another site, an
 * operator's token, or one issued before the member logged out answers 401.
 */
export function endUserAuthenticator(db: Db, signer: EndUserTokenSigner) {
  return async (request: FastifyRequest): Promise<EndUser> => {
    const token = bearerToken(request);
    const claims = token ? await signer.verify(token) : undefined;
    const siteId = (request.params as { siteId?: string } | undefined)?.siteId;
    if (!claims || claims.siteId !== siteId) throw unauthorized();
    const [member] = await db
      .select({ id: siteMembers.id, email: siteMembers.email, sessionVersion: siteMembers.sessionVersion })
      .from(siteMembers)
      .where(and(eq(siteMembers.id, claims.memberId), eq(siteMembers.siteId, claims.siteId)));
    if (!member || member.sessionVersion !== claims.sessionVersion) throw unauthorized();
    return { memberId: member.id, siteId: claims.siteId, email: member.email };
  };
}
