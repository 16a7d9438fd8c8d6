import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { systemSettings } from "../../platform/database/schema/index.ts";

const settingKey = "jwt_secret";

/**
 * The access-token signing key: JWT_SECRET when configured, else one made on first start and kept
 * in the database, so every process of one installation signs alike and restarts keep sessions.
 */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(systemSettings)
    .values({ key: settingKey, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, settingKey));
  return new TextEncoder().encode(row!.value);
}
