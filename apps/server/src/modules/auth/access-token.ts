import { errors } from "jose";
import { signAudienceToken, verifyAudienceToken } from "./audience-token.ts";

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
    sign: (operatorId) => signAudienceToken(key, operatorAudience, operatorId, ttlSeconds),
    async verify(token) {
      try {
        const payload = await verifyAudienceToken(key, operatorAudience, token);
        return payload.sub ? { operatorId: payload.sub } : undefined;
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { expired: true };
        return undefined;
      }
    },
  };
}
