import { errors } from "jose";
import { signAudienceToken, verifyAudienceToken } from "../auth/audience-token.ts";

/** Site members' tokens have their own audience: an operator token never opens a member's page. */
export const endUserAudience = "mekuri:end-user";
/** Members have no refresh token (viewer.md §8: an end-user 401 clears the token), so it lasts a week. */
export const endUserTokenTtlSeconds = 7 * 24 * 60 * 60;

export interface EndUserClaims {
  memberId: string;
  siteId: string;
  /** The member's session version when the token was made; logging out raises it. */
  sessionVersion: number;
}

export interface EndUserTokenSigner {
  ttlSeconds: number;
  sign(claims: EndUserClaims): Promise<string>;
  verify(token: string): Promise<EndUserClaims | undefined>;
}

export function createEndUserTokenSigner(
  key: Uint8Array,
  ttlSeconds = endUserTokenTtlSeconds,
): EndUserTokenSigner {
  return {
    ttlSeconds,
    sign: ({ memberId, siteId, sessionVersion }) =>
      signAudienceToken(key, endUserAudience, memberId, ttlSeconds, { site: siteId, sv: sessionVersion }),
    async verify(token) {
      try {
        const payload = await verifyAudienceToken(key, endUserAudience, token);
        if (!payload.sub || typeof payload.site !== "string" || typeof payload.sv !== "number")
          return undefined;
        return { memberId: payload.sub, siteId: payload.site, sessionVersion: payload.sv };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
