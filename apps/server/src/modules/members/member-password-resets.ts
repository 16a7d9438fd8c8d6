import type { MemberResetPasswordBody, SiteSnapshot } from "@mekuri/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { memberPasswordResets, siteMembers } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { hashPassword } from "../../platform/security/passwords.ts";
import { hashSecret, splitToken } from "../auth/opaque-token.ts";
import { mailMemberLink } from "./member-links.ts";

/** A new-password link works as long as the console's own (auth/password-reset.ts). */
export const memberResetLinkMinutes = 30;

const resetLinkInvalid = () => new AppError(400, "INVALID_TOKEN", "members.resetLinkInvalid");

/**
 * Opens a new-password link for a member and mails it, both or neither; a new link closes any
 * earlier one. `linkUrl` makes the page's address from the link's token.
 */
export async function mailNewPasswordLink(
  deps: { db: Db; mail: MailOutbox },
  member: { id: string; email: string },
  snapshot: SiteSnapshot,
  linkUrl: (token: string) => string,
): Promise<void> {
  await mailMemberLink(deps, snapshot, {
    closeEarlier: (tx, now) =>
      tx
        .update(memberPasswordResets)
        .set({ usedAt: now })
        .where(and(eq(memberPasswordResets.memberId, member.id), isNull(memberPasswordResets.usedAt))),
    store: (tx, link) =>
      tx
        .insert(memberPasswordResets)
        .values({ memberId: member.id, ...link })
        .returning({ id: memberPasswordResets.id }),
    lifetimeMs: memberResetLinkMinutes * 60_000,
    to: member.email,
    template: "memberReset",
    params: { minutes: memberResetLinkMinutes },
    url: linkUrl,
  });
}

/**
 * Sets the new password with the mailed link, once, for a member of this site. Every token the
 * member held before stops working (whoever knew the old password is logged out); answers the
 * member as now stored.
 */
export async function setPasswordByLink(db: Db, siteId: string, body: MemberResetPasswordBody) {
  const parts = splitToken(body.token);
  if (!parts) throw resetLinkInvalid();
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(memberPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(memberPasswordResets.id, parts.id),
          eq(memberPasswordResets.secretHash, hashSecret(parts.secret)),
          isNull(memberPasswordResets.usedAt),
          gt(memberPasswordResets.expiresAt, now),
        ),
      )
      .returning({ memberId: memberPasswordResets.memberId });
    if (!reset) throw resetLinkInvalid();
    const [updated] = await tx
      .update(siteMembers)
      .set({ passwordHash, sessionVersion: sql`${siteMembers.sessionVersion} + 1`, lastLoginAt: now })
      .where(and(eq(siteMembers.id, reset.memberId), eq(siteMembers.siteId, siteId)))
      .returning();
    // A link of another site's member opens nothing here.
    if (!updated) throw resetLinkInvalid();
    return updated;
  });
}
