import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new key: a recognisable prefix and 32 random bytes. Only its SHA-256 is kept. */
export function generateApiKey(): string {
  return `mk_${randomBytes(32).toString("base64url")}`;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Shown in the settings so a key can be recognised without being readable. */
export function apiKeyPrefix(key: string): string {
  return `${key.slice(0, 7)}…`;
}

export function apiKeyMatches(key: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(hashApiKey(key), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
