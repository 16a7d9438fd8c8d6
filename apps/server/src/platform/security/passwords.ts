import { hash, verify } from "@node-rs/argon2";

/** OWASP ASVS minimum for argon2id: 19 MiB, 2 iterations, parallelism 1. */
export const argon2Options = {
  // Algorithm.Argon2id; the const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash; for an unknown account it verifies against a decoy so the
 * answer takes as long and says nothing about which accounts exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword("decoy-password-for-unknown-accounts");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
