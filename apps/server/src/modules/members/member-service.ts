import {
  buildSitePath,
  type EndUserLoginBody,
  type MemberResetPasswordBody,
  type RegisterBody,
  type SiteSnapshot,
} from "@mekuri/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import { memberRegistrations, siteMembers } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { hashPassword, verifyPassword } from "../../platform/security/passwords.ts";
import { hashSecret, splitToken } from "../auth/opaque-token.ts";
import { agreementRequired, formFields, memberAccountFieldIds } from "../forms/form-definitions.ts";
import { formRejected } from "../forms/form-errors.ts";
import { agreementProblem, validateFormData } from "../forms/form-validation.ts";
import { siteOrigin } from "../public-site/site-origin.ts";
import type { EndUserTokenSigner } from "./end-user-token.ts";
import { mailMemberLink } from "./member-links.ts";
import { mailNewPasswordLink, setPasswordByLink } from "./member-password-resets.ts";

/** viewer.md §4 Membership: the e-mailed link completes a registration within a day. */
export const registrationLinkHours = 24;

export interface MemberServiceOptions {
  db: Db;
  mail: MailOutbox;
  signer: EndUserTokenSigner;
  sites: Config["sites"];
}

const sameEmail = (column: typeof siteMembers.email | typeof memberRegistrations.email, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

const linkInvalid = () => new AppError(400, "INVALID_TOKEN", "members.registerLinkInvalid");

/** Registration, its confirmation link, login and logout of a site's members. */
export class MemberService {
  constructor(private readonly options: MemberServiceOptions) {}

  /** Where an e-mailed link leads: one of the site's pages on the site's own origin, with the token. */
  private linkUrl(snapshot: SiteSnapshot, page: "register-success" | "new-password", token: string): string {
    const path = buildSitePath(
      { siteId: snapshot.siteId, defaultLanguage: snapshot.defaultLanguage, customDomain: false },
      { language: snapshot.lang, target: { kind: "page", page }, carryQuery: false },
    );
    return `${siteOrigin(this.options.sites, snapshot.siteId)}${path}?token=${encodeURIComponent(token)}`;
  }

  private async isMember(siteId: string, email: string): Promise<boolean> {
    const [row] = await this.options.db
      .select({ id: siteMembers.id })
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, siteId), sameEmail(siteMembers.email, email)));
    return Boolean(row);
  }

  /**
   * A temporary registration and its mail, both or neither. A newer registration of the same
   * address replaces any earlier link.
   */
  async register(snapshot: SiteSnapshot, body: RegisterBody): Promise<void> {
    const fields = formFields(snapshot, "membership");
    const { answers, problems } = validateFormData(fields, body.data, memberAccountFieldIds);
    problems.push(...agreementProblem(agreementRequired(snapshot, "membership"), body.agreed));
    if (problems.length) throw formRejected(problems);
    if (await this.isMember(snapshot.siteId, body.email)) {
      throw new AppError(400, "CONFLICT", "members.emailRegistered");
    }
    const passwordHash = await hashPassword(body.password);
    await this.createRegistration(snapshot, {
      email: body.email,
      passwordHash,
      lang: snapshot.lang,
      data: answers,
    });
  }

  private async createRegistration(
    snapshot: SiteSnapshot,
    registration: { email: string; passwordHash: string; lang: string; data: unknown },
  ) {
    await mailMemberLink(this.options, snapshot, {
      closeEarlier: (tx, now) =>
        tx
          .update(memberRegistrations)
          .set({ usedAt: now })
          .where(
            and(
              eq(memberRegistrations.siteId, snapshot.siteId),
              sameEmail(memberRegistrations.email, registration.email),
              isNull(memberRegistrations.usedAt),
            ),
          ),
      store: (tx, link) =>
        tx
          .insert(memberRegistrations)
          .values({ siteId: snapshot.siteId, ...registration, ...link })
          .returning({ id: memberRegistrations.id }),
      lifetimeMs: registrationLinkHours * 3_600_000,
      to: registration.email,
      template: "memberRegister",
      params: { hours: registrationLinkHours },
      url: (token) => this.linkUrl(snapshot, "register-success", token),
    });
  }

  /**
   * A new link for the address's pending registration, if it has one; the caller answers the same
   * either way, so the answer tells nobody whether the address registered.
   */
  async resend(snapshot: SiteSnapshot, email: string): Promise<void> {
    const [pending] = await this.options.db
      .select()
      .from(memberRegistrations)
      .where(
        and(
          eq(memberRegistrations.siteId, snapshot.siteId),
          sameEmail(memberRegistrations.email, email),
          isNull(memberRegistrations.usedAt),
        ),
      )
      .orderBy(sql`${memberRegistrations.createdAt} desc`)
      .limit(1);
    if (!pending || (await this.isMember(snapshot.siteId, email))) return;
    await this.createRegistration(snapshot, {
      email: pending.email,
      passwordHash: pending.passwordHash,
      lang: snapshot.lang,
      data: pending.data,
    });
  }

  /** Completes a registration once: the link is spent in the same transaction that adds the member. */
  async confirm(siteId: string, token: string): Promise<{ accessToken: string; expiresIn: number }> {
    const parts = splitToken(token);
    if (!parts) throw linkInvalid();
    const now = new Date();
    const member = await this.options.db.transaction(async (tx) => {
      const [registration] = await tx
        .update(memberRegistrations)
        .set({ usedAt: now })
        .where(
          and(
            eq(memberRegistrations.id, parts.id),
            eq(memberRegistrations.siteId, siteId),
            eq(memberRegistrations.secretHash, hashSecret(parts.secret)),
            isNull(memberRegistrations.usedAt),
            gt(memberRegistrations.expiresAt, now),
          ),
        )
        .returning();
      if (!registration) throw linkInvalid();
      const [created] = await tx
        .insert(siteMembers)
        .values({
          siteId,
          email: registration.email,
          passwordHash: registration.passwordHash,
          lang: registration.lang,
          data: registration.data,
          lastLoginAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // Registered meanwhile through another link of the same address: this link is spent too.
      if (!created) throw linkInvalid();
      return created;
    });
    return this.session(member);
  }

  private async session(member: { id: string; siteId: string; sessionVersion: number }) {
    const { signer } = this.options;
    const accessToken = await signer.sign({
      memberId: member.id,
      siteId: member.siteId,
      sessionVersion: member.sessionVersion,
    });
    return { accessToken, expiresIn: signer.ttlSeconds };
  }

  /** A member of this site only: a member of another site with the same address gets the same 401. */
  async login(siteId: string, body: EndUserLoginBody) {
    const { db } = this.options;
    const [member] = await db
      .select()
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, siteId), sameEmail(siteMembers.email, body.email)));
    if (!(await verifyPassword(member?.passwordHash, body.password)) || !member) {
      throw new AppError(401, "INVALID_CREDENTIALS", "auth.loginFailed");
    }
    await db.update(siteMembers).set({ lastLoginAt: new Date() }).where(eq(siteMembers.id, member.id));
    return { ...(await this.session(member)), member: { email: member.email } };
  }

  /**
   * Mails a new-password link to the member of this site with this address, if there is one; the
   * caller answers the same either way, so the answer tells nobody who is a member.
   */
  async forgotPassword(snapshot: SiteSnapshot, email: string): Promise<void> {
    const { db, mail } = this.options;
    const [member] = await db
      .select()
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, snapshot.siteId), sameEmail(siteMembers.email, email)));
    if (!member) return;
    await mailNewPasswordLink({ db, mail }, member, snapshot, (token) =>
      this.linkUrl(snapshot, "new-password", token),
    );
  }

  /** Sets the new password with the mailed link, and logs the member in anew. */
  async resetPassword(siteId: string, body: MemberResetPasswordBody) {
    const member = await setPasswordByLink(this.options.db, siteId, body);
    return { ...(await this.session(member)), member: { email: member.email } };
  }

  /** Ends every token the member holds for this site. */
  async logout(memberId: string) {
    await this.options.db
      .update(siteMembers)
      .set({ sessionVersion: sql`${siteMembers.sessionVersion} + 1` })
      .where(eq(siteMembers.id, memberId));
  }
}
