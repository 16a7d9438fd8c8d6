import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Tokens handed out as "{id}.{secret}": the id finds the row, only a hash of the secret is stored. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const actual = Buffer.from(hashSecret(secret), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function splitToken(token: string): { id: string; secret: string } | undefined {
  const dot = token.indexOf(".");
  if (dot < 0) return undefined;
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  return uuidPattern.test(id) && secret.length >= 20 ? { id, secret } : undefined;
}
