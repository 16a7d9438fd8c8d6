import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { passwordResetTokens } from "../../platform/database/schema/index.ts";
import { hashSecret, newSecret, secretMatches, splitToken } from "./opaque-token.ts";

export const resetTokenTtlMinutes = 30;
/** A new login's link to set its password: long enough to read the welcome mail after a weekend. */
export const welcomeTokenTtlMinutes = 72 * 60;

export async function createResetToken(
  db: Db,
  operatorId: string,
  ttlMinutes = resetTokenTtlMinutes,
): Promise<string> {
  const secret = newSecret();
  // A new link replaces any earlier one still open.
  await voidResetTokensOf(db, operatorId);
  const [row] = await db
    .insert(passwordResetTokens)
    .values({
      operatorId,
      secretHash: hashSecret(secret),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    })
    .returning({ id: passwordResetTokens.id });
  return `${row!.id}.${secret}`;
}

/** Closes every open link of the operator: a new link, or a new password, replaces them. */
export async function voidResetTokensOf(db: Db, operatorId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.operatorId, operatorId), isNull(passwordResetTokens.usedAt)));
}

/** The open, unexpired reset token's row, or undefined. */
export async function findUsableResetToken(db: Db, token: string) {
  const parts = splitToken(token);
  if (!parts) return undefined;
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.id, parts.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row && secretMatches(parts.secret, row.secretHash) ? row : undefined;
}

export async function markResetTokenUsed(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return used.length === 1;
}
