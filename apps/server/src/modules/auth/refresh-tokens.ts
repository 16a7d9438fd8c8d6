import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { refreshTokens } from "../../platform/database/schema/index.ts";
import { bumpSessionVersion } from "../accounts/operator-service.ts";
import { hashSecret, newSecret, secretMatches, splitToken } from "./opaque-token.ts";

export type RotateResult =
  | { kind: "rotated"; operatorId: string; token: string }
  | { kind: "invalid" }
  | { kind: "reused"; operatorId: string };

export class RefreshTokens {
  constructor(
    private readonly db: Db,
    private readonly ttlDays: number,
  ) {}

  private expiry() {
    return new Date(Date.now() + this.ttlDays * 86_400_000);
  }

  /** Starts a new family (one login). */
  async issue(operatorId: string, db: Db = this.db): Promise<string> {
    return this.insert(db, operatorId, randomUUID());
  }

  private async insert(db: Db, operatorId: string, familyId: string): Promise<string> {
    const secret = newSecret();
    const [row] = await db
      .insert(refreshTokens)
      .values({ familyId, operatorId, secretHash: hashSecret(secret), expiresAt: this.expiry() })
      .returning({ id: refreshTokens.id });
    return `${row!.id}.${secret}`;
  }

  /**
   * Trades a refresh token for the next one of its family. A token presented a second time means
   * it was stolen or replayed: the whole family is revoked, the operator's access tokens end with
   * it (session version, decision 032), and the caller must log in again.
   */
  async rotate(token: string): Promise<RotateResult> {
    const parts = splitToken(token);
    if (!parts) return { kind: "invalid" };
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, parts.id)).for("update");
      if (!row || !secretMatches(parts.secret, row.secretHash)) return { kind: "invalid" } as const;
      if (row.usedAt || row.revokedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        await bumpSessionVersion(tx as unknown as Db, row.operatorId);
        return { kind: "reused", operatorId: row.operatorId } as const;
      }
      if (row.expiresAt.getTime() <= Date.now()) return { kind: "invalid" } as const;
      await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      const next = await this.insert(tx as unknown as Db, row.operatorId, row.familyId);
      return { kind: "rotated", operatorId: row.operatorId, token: next } as const;
    });
  }

  /** Logout: ends the family the token belongs to and the operator's access tokens. */
  async revokeFamilyOf(token: string): Promise<boolean> {
    const parts = splitToken(token);
    if (!parts) return false;
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.id, parts.id));
    if (!row || !secretMatches(parts.secret, row.secretHash)) return false;
    await this.db.transaction(async (tx) => {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      await bumpSessionVersion(tx as unknown as Db, row.operatorId);
    });
    return true;
  }

  /** After a password change or reset, every session of the operator ends; answers the new session version. */
  async revokeAllOf(operatorId: string, db: Db = this.db): Promise<number> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.operatorId, operatorId), isNull(refreshTokens.revokedAt)));
    return bumpSessionVersion(db, operatorId);
  }
}
