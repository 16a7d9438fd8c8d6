import type { PreviewShareInfo, PreviewShareStatus } from "@mekuri/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { previewShareEmails, previewShares } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { hashPassword } from "../../platform/security/passwords.ts";

export type ShareRow = typeof previewShares.$inferSelect;

const normalise = (email: string) => email.trim().toLowerCase();

export async function findShare(db: Db, siteId: string): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(previewShares).where(eq(previewShares.siteId, siteId));
  return row;
}

export async function findInvitation(db: Db, siteId: string, email: string) {
  const [row] = await db
    .select()
    .from(previewShareEmails)
    .where(and(eq(previewShareEmails.siteId, siteId), eq(previewShareEmails.email, normalise(email))));
  return row;
}

export async function shareInfo(db: Db, siteId: string): Promise<PreviewShareInfo> {
  const share = await findShare(db, siteId);
  const emails = share
    ? await db
        .select()
        .from(previewShareEmails)
        .where(eq(previewShareEmails.siteId, siteId))
        .orderBy(asc(previewShareEmails.invitedAt), asc(previewShareEmails.email))
    : [];
  return {
    isPrivate: share?.isPrivate ?? false,
    hasPassword: !!share?.passwordHash,
    emails: emails.map((row) => ({ email: row.email, invitedAt: row.invitedAt.toISOString() })),
  };
}

export function shareStatusOf(share: ShareRow | undefined): PreviewShareStatus {
  return { shared: !!share, isPrivate: share?.isPrivate ?? false, hasPassword: !!share?.passwordHash };
}

/**
 * Creates or updates the share; returns the addresses that were not invited before (they get the
 * invitation mail). A private share needs a passcode (admin.md §5 Preview share).
 */
export async function saveShare(
  db: Db,
  siteId: string,
  input: { emails: string[]; password?: string; isPrivate: boolean },
): Promise<string[]> {
  const existing = await findShare(db, siteId);
  const passwordHash = input.password ? await hashPassword(input.password) : existing?.passwordHash;
  if (input.isPrivate && !passwordHash) {
    throw new AppError(400, "VALIDATION_ERROR", "preview.passwordRequired");
  }
  const emails = [...new Set(input.emails.map(normalise))];
  return db.transaction(async (tx) => {
    await tx
      .insert(previewShares)
      .values({ siteId, isPrivate: input.isPrivate, passwordHash: passwordHash ?? null })
      .onConflictDoUpdate({
        target: previewShares.siteId,
        set: { isPrivate: input.isPrivate, passwordHash: passwordHash ?? null },
      });
    if (emails.length === 0) return [];
    const added = await tx
      .insert(previewShareEmails)
      .values(emails.map((email) => ({ siteId, email })))
      .onConflictDoNothing()
      .returning({ email: previewShareEmails.email });
    return added.map((row) => row.email);
  });
}

export async function setSharePassword(db: Db, siteId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db
    .insert(previewShares)
    .values({ siteId, passwordHash })
    .onConflictDoUpdate({ target: previewShares.siteId, set: { passwordHash } });
}

/** Ends the open preview sessions of these addresses; they stay invited. */
export async function endSessions(db: Db, siteId: string, emails: string[], at = new Date()) {
  if (emails.length === 0) return;
  await db
    .update(previewShareEmails)
    .set({ sessionsValidAfter: at })
    .where(
      and(eq(previewShareEmails.siteId, siteId), inArray(previewShareEmails.email, emails.map(normalise))),
    );
}

export async function invitedEmails(db: Db, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ email: previewShareEmails.email })
    .from(previewShareEmails)
    .where(eq(previewShareEmails.siteId, siteId));
  return rows.map((row) => row.email);
}

export async function deleteEmails(db: Db, siteId: string, emails: string[]) {
  await db
    .delete(previewShareEmails)
    .where(
      and(eq(previewShareEmails.siteId, siteId), inArray(previewShareEmails.email, emails.map(normalise))),
    );
}
