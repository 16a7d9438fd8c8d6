import { jstDate, type Locale, mainRoleOfKind, type SignUpBody } from "@mekuri/domain";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import {
  accounts,
  contractHistory,
  operators,
  plans,
  signUps,
} from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { hashPassword } from "../../platform/security/passwords.ts";
import { findOperatorByEmail } from "../accounts/operator-service.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import { hashSecret, newSecret, splitToken } from "./opaque-token.ts";

/** The mailed link works for a day, like a site member's registration link. */
export const signUpLinkHours = 24;
/** Decision 057: the trial runs on the seeded free plan "Trial" for its contract term. */
const trialPlanCode = "trial";

export interface SignUpDeps {
  db: Db;
  mail: MailOutbox;
  throttle: LoginThrottle;
  publicUrl: string;
}

const linkInvalid = () => new AppError(400, "INVALID_TOKEN", "signUp.linkInvalid");
const sameEmail = (column: typeof signUps.email, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * Keeps the sign-up and mails its link. The answer is the same whatever happens, so nobody learns
 * whether an address already has a login; an address that has one gets no mail at all.
 */
export async function requestSignUp(deps: SignUpDeps, body: SignUpBody, address: string, locale: Locale) {
  const { db, mail, throttle, publicUrl } = deps;
  if (!(await throttle.beforeSignUpMail(address, body.email))) return;
  if (await findOperatorByEmail(db, body.email)) return;
  const passwordHash = await hashPassword(body.password);
  const secret = newSecret();
  const now = new Date();
  await db.transaction(async (tx) => {
    // A newer sign-up of the same address replaces any earlier link.
    await tx
      .update(signUps)
      .set({ usedAt: now })
      .where(and(sameEmail(signUps.email, body.email), isNull(signUps.usedAt)));
    const [row] = await tx
      .insert(signUps)
      .values({
        email: body.email,
        companyName: body.companyName,
        contactName: body.contactName,
        passwordHash,
        secretHash: hashSecret(secret),
        expiresAt: new Date(now.getTime() + signUpLinkHours * 3_600_000),
      })
      .returning({ id: signUps.id });
    await mail.enqueue(
      {
        to: body.email,
        template: "signUp",
        locale,
        params: {
          name: body.contactName,
          hours: signUpLinkHours,
          url: `${publicUrl}/sign-up/verify?token=${encodeURIComponent(`${row!.id}.${secret}`)}`,
        },
      },
      tx,
    );
  });
}

/** The last day of a term of `months` starting today in Japan. */
function termEnd(start: string, months: number): string {
  const [year, month, day] = start.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day - 1)).toISOString().slice(0, 10);
}

/**
 * Spends the link once and makes the trial: a user account directly below the master on the Trial
 * plan, contracted from today for the plan's term, and its main login with the chosen password.
 * Answers the new login's id.
 */
export async function completeSignUp(db: Db, token: string, now = new Date()): Promise<string> {
  const parts = splitToken(token);
  if (!parts) throw linkInvalid();
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .update(signUps)
      .set({ usedAt: now })
      .where(
        and(
          eq(signUps.id, parts.id),
          eq(signUps.secretHash, hashSecret(parts.secret)),
          isNull(signUps.usedAt),
          gt(signUps.expiresAt, now),
        ),
      )
      .returning();
    if (!pending) throw linkInvalid();
    // Someone made a login for the address meanwhile (the console, another link): this link is spent.
    if (await findOperatorByEmail(tx, pending.email)) throw linkInvalid();
    const [master] = await tx
      .select({ id: accounts.id, path: accounts.path })
      .from(accounts)
      .where(eq(accounts.kind, "master"))
      .orderBy(asc(accounts.createdAt))
      .limit(1);
    const [trial] = await tx.select().from(plans).where(eq(plans.code, trialPlanCode)).limit(1);
    if (!master || !trial) throw new AppError(503, "SERVICE_UNAVAILABLE", "signUp.unavailable");
    const today = jstDate(now);
    const [account] = await tx
      .insert(accounts)
      .values({
        kind: "user",
        parentId: master.id,
        path: "pending",
        companyName: pending.companyName,
        contactName: pending.contactName,
        contractStartDate: today,
        contractEndDate: termEnd(today, trial.contractTermMonths),
        planId: trial.id,
      })
      .returning({ id: accounts.id });
    await tx
      .update(accounts)
      .set({ path: `${master.path}${account!.id}/` })
      .where(eq(accounts.id, account!.id));
    const [login] = await tx
      .insert(operators)
      .values({
        accountId: account!.id,
        email: pending.email,
        name: pending.contactName,
        passwordHash: pending.passwordHash,
        role: mainRoleOfKind.user,
        adminRole: "main_contact",
        authority: "edit",
        mustChangePassword: false,
      })
      .returning({ id: operators.id });
    await tx.insert(contractHistory).values({
      accountId: account!.id,
      executorId: login!.id,
      executorName: `${pending.contactName} <${pending.email}>`,
      action: "create",
      detail: `${pending.companyName} (sign-up, ${trial.name})`,
    });
    return login!.id;
  });
}
