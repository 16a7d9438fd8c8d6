import { errors, jwtVerify, SignJWT } from "jose";

const issuer = "mekuri";
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
      new SignJWT({ site: siteId, sv: sessionVersion })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(memberId)
        .setIssuer(issuer)
        .setAudience(endUserAudience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: endUserAudience,
          algorithms: ["HS256"],
        });
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
