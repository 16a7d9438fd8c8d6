import { createHmac, timingSafeEqual } from "node:crypto";
import { uploadPurposes } from "@mekuri/domain";
import { z } from "zod";

/** What an upload id promises: this file, for this site of this account, until `exp`. */
const claims = z.object({
  id: z.uuid(),
  site: z.uuid(),
  account: z.uuid(),
  /** "zip" for a bulk upload. */
  purpose: z.enum([...uploadPurposes, "zip"]),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  /** Seconds since the epoch: the PUT must start before it. */
  exp: z.number().int(),
});
export type UploadClaims = z.infer<typeof claims>;

/**
 * Upload ids are signed tokens, so any server process can check a PUT or a completion without a
 * table of pending uploads; the key is derived from the access-token key and used for nothing else.
 */
export function createUploadTokens(signingKey: Uint8Array) {
  const key = createHmac("sha256", signingKey).update("mekuri uploads").digest();
  const mac = (body: string) => createHmac("sha256", key).update(body).digest("base64url");
  return {
    sign(value: UploadClaims): string {
      const body = Buffer.from(JSON.stringify(value)).toString("base64url");
      return `${body}.${mac(body)}`;
    },
    /** The claims of a genuine token (expired or not), or undefined. */
    verify(token: string): UploadClaims | undefined {
      const [body = "", signature = ""] = token.split(".", 2);
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const parsed = claims.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type UploadTokens = ReturnType<typeof createUploadTokens>;
