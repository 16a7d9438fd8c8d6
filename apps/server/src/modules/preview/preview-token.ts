import { jwtVerify, SignJWT } from "jose";

const issuer = "mekuri";
/** Preview visitors' tokens have their own audience: they never pass for an operator's (ARCHITECTURE.md). */
export const previewAudience = "mekuri:preview";

/** Operators' tokens are handed to the preview iframe: short-lived, the console asks again. */
export const operatorPreviewTtlSeconds = 3600;
/** An invited visitor logs in once a day at most. */
export const invitedPreviewTtlSeconds = 86_400;

export type PreviewHolder = { kind: "operator"; operatorId: string } | { kind: "invited"; email: string };

export interface PreviewClaims {
  siteId: string;
  holder: PreviewHolder;
  /** When the token was issued, in milliseconds: revoking ends the sessions issued before it. */
  issuedAtMs: number;
}

export interface PreviewTokens {
  sign(siteId: string, holder: PreviewHolder): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<PreviewClaims | undefined>;
}

export function createPreviewTokens(key: Uint8Array, now: () => number = Date.now): PreviewTokens {
  return {
    async sign(siteId, holder) {
      const expiresIn = holder.kind === "operator" ? operatorPreviewTtlSeconds : invitedPreviewTtlSeconds;
      const subject = holder.kind === "operator" ? `operator:${holder.operatorId}` : `email:${holder.email}`;
      const token = await new SignJWT({ site: siteId, at: now() })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(subject)
        .setIssuer(issuer)
        .setAudience(previewAudience)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(now() / 1000) + expiresIn)
        .sign(key);
      return { token, expiresIn };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: previewAudience,
          algorithms: ["HS256"],
          currentDate: new Date(now()),
        });
        const { site, at, sub } = payload as { site?: unknown; at?: unknown; sub?: string };
        if (typeof site !== "string" || typeof at !== "number" || !sub) return undefined;
        const [kind, ...rest] = sub.split(":");
        const value = rest.join(":");
        if (kind === "operator") return { siteId: site, holder: { kind, operatorId: value }, issuedAtMs: at };
        if (kind === "email")
          return { siteId: site, holder: { kind: "invited", email: value }, issuedAtMs: at };
        return undefined;
      } catch {
        return undefined;
      }
    },
  };
}
