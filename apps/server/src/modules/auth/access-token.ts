import { errors } from "jose";
import { signAudienceToken, verifyAudienceToken } from "./audience-token.ts";

/** Operators, site members and preview visitors get tokens of separate audiences (ARCHITECTURE.md). */
export const operatorAudience = "mekuri:operator";

export interface OperatorClaims {
  operatorId: string;
  /** The operator's session version when the token was made; a later bump voids it (decision 032). */
  sessionVersion: number;
}

export interface AccessTokenSigner {
  ttlSeconds: number;
  sign(claims: OperatorClaims): Promise<string>;
  /** The claims, or undefined for a token that is not valid; `expired` tells the two apart. */
  verify(token: string): Promise<OperatorClaims | { expired: true } | undefined>;
}

export function createAccessTokenSigner(key: Uint8Array, ttlSeconds: number): AccessTokenSigner {
  return {
    ttlSeconds,
    sign: ({ operatorId, sessionVersion }) =>
      signAudienceToken(key, operatorAudience, operatorId, ttlSeconds, { sv: sessionVersion }),
    async verify(token) {
      try {
        const payload = await verifyAudienceToken(key, operatorAudience, token);
        if (!payload.sub || typeof payload.sv !== "number") return undefined;
        return { operatorId: payload.sub, sessionVersion: payload.sv };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { expired: true };
        return undefined;
      }
    },
  };
}
