import { errors, jwtVerify, SignJWT } from "jose";

const issuer = "mekuri";
/** Operators, site members and preview visitors get tokens of separate audiences (ARCHITECTURE.md). */
export const operatorAudience = "mekuri:operator";

export interface AccessTokenSigner {
  ttlSeconds: number;
  sign(operatorId: string): Promise<string>;
  /** The operator id, or undefined for a token that is not valid; `expired` tells the two apart. */
  verify(token: string): Promise<{ operatorId: string } | { expired: true } | undefined>;
}

export function createAccessTokenSigner(key: Uint8Array, ttlSeconds: number): AccessTokenSigner {
  return {
    ttlSeconds,
    sign: (operatorId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(operatorId)
        .setIssuer(issuer)
        .setAudience(operatorAudience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: operatorAudience,
          algorithms: ["HS256"],
        });
        return payload.sub ? { operatorId: payload.sub } : undefined;
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { expired: true };
        return undefined;
      }
    },
  };
}
