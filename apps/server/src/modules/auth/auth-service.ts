import type {
  ChangePasswordBody,
  Locale,
  LoginBody,
  LoginResponse,
  ResetPasswordBody,
  SignUpBody,
  TokenPair,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { operators } from "../../platform/database/schema/index.ts";
import { AppError, unauthorized } from "../../platform/http/app-error.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { hashPassword, verifyPassword } from "../../platform/security/passwords.ts";
import { type Actor, actorOf, userInfoOf } from "../accounts/actor.ts";
import { findOperatorByEmail, findOperatorById, type OperatorRecord } from "../accounts/operator-service.ts";
import type { AccessTokenSigner } from "./access-token.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import {
  createResetToken,
  findUsableResetToken,
  markResetTokenUsed,
  resetTokenTtlMinutes,
  voidResetTokensOf,
} from "./password-reset.ts";
import type { RefreshTokens } from "./refresh-tokens.ts";
import { completeSignUp, requestSignUp } from "./sign-up.ts";

export interface AuthServiceDeps {
  db: Db;
  signer: AccessTokenSigner;
  refreshTokens: RefreshTokens;
  throttle: LoginThrottle;
  mail: MailOutbox;
  /** Where the admin console is reached, for links in mails. */
  publicUrl: string;
}

const invalidToken = () => new AppError(400, "INVALID_TOKEN", "auth.tokenInvalid");

function ensureContractAllowsLogin(operator: OperatorRecord) {
  if (operator.account.contractStatus === "suspended") {
    throw new AppError(403, "ACCOUNT_SUSPENDED", "auth.accountSuspended");
  }
  if (operator.account.contractStatus === "terminated") {
    throw new AppError(403, "ACCOUNT_TERMINATED", "auth.accountTerminated");
  }
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private async tokensFor(operator: OperatorRecord, refreshToken?: string): Promise<TokenPair> {
    return {
      accessToken: await this.deps.signer.sign({
        operatorId: operator.id,
        sessionVersion: operator.sessionVersion,
      }),
      refreshToken: refreshToken ?? (await this.deps.refreshTokens.issue(operator.id)),
      expiresIn: this.deps.signer.ttlSeconds,
      mustChangePassword: operator.mustChangePassword,
    };
  }

  async login(body: LoginBody, address: string): Promise<LoginResponse> {
    const { throttle, db } = this.deps;
    await throttle.beforeLogin(address, body.email);
    const operator = await findOperatorByEmail(db, body.email);
    if (!(await verifyPassword(operator?.passwordHash, body.password)) || !operator) {
      await throttle.loginFailed(address, body.email);
      throw new AppError(401, "INVALID_CREDENTIALS", "auth.loginFailed");
    }
    ensureContractAllowsLogin(operator);
    await throttle.loginSucceeded(address, body.email);
    await db.update(operators).set({ lastLoginAt: new Date() }).where(eq(operators.id, operator.id));
    return { ...(await this.tokensFor(operator)), user: userInfoOf(actorOf(operator)) };
  }

  async refresh(refreshToken: string | undefined): Promise<TokenPair> {
    if (!refreshToken) throw unauthorized();
    const result = await this.deps.refreshTokens.rotate(refreshToken);
    if (result.kind !== "rotated") throw unauthorized();
    const operator = await findOperatorById(this.deps.db, result.operatorId);
    if (!operator) throw unauthorized();
    ensureContractAllowsLogin(operator);
    return this.tokensFor(operator, result.token);
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.deps.refreshTokens.revokeFamilyOf(refreshToken);
  }

  /** Answers the same whether or not the address is known, so it cannot be used to probe accounts. */
  async forgotPassword(email: string, address: string, locale: Locale): Promise<void> {
    const { db, throttle, mail, publicUrl } = this.deps;
    if (!(await throttle.beforeResetMail(address, email))) return;
    const operator = await findOperatorByEmail(db, email);
    if (!operator || operator.account.contractStatus === "terminated") return;
    await db.transaction(async (tx) => {
      const token = await createResetToken(tx as unknown as Db, operator.id);
      await mail.enqueue(
        {
          to: operator.email,
          template: "resetPassword",
          locale,
          params: {
            name: operator.name,
            minutes: resetTokenTtlMinutes,
            url: `${publicUrl}/new-password?token=${encodeURIComponent(token)}`,
          },
        },
        tx as unknown as Db,
      );
    });
  }

  /** Decision 057: keeps a self-service trial's sign-up and mails its link. */
  requestSignUp(body: SignUpBody, address: string, locale: Locale): Promise<void> {
    return requestSignUp(this.deps, body, address, locale);
  }

  /** Decision 057: the sign-up link makes the trial account and logs its new login in. */
  async completeSignUp(token: string): Promise<LoginResponse> {
    const operatorId = await completeSignUp(this.deps.db, token);
    const operator = await findOperatorById(this.deps.db, operatorId);
    if (!operator) throw unauthorized();
    await this.deps.db
      .update(operators)
      .set({ lastLoginAt: new Date() })
      .where(eq(operators.id, operator.id));
    return { ...(await this.tokensFor(operator)), user: userInfoOf(actorOf(operator)) };
  }

  async verifyResetToken(token: string): Promise<{ valid: true; email: string }> {
    const row = await findUsableResetToken(this.deps.db, token);
    const operator = row && (await findOperatorById(this.deps.db, row.operatorId));
    if (!operator) throw invalidToken();
    return { valid: true, email: operator.email };
  }

  async resetPassword(body: ResetPasswordBody): Promise<void> {
    const { db, refreshTokens } = this.deps;
    const row = await findUsableResetToken(db, body.token);
    if (!row) throw invalidToken();
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      // Two submits of one link: only the first may change the password.
      if (!(await markResetTokenUsed(txDb, row.id))) throw invalidToken();
      await txDb
        .update(operators)
        .set({ passwordHash, mustChangePassword: false, passwordChangedAt: new Date() })
        .where(eq(operators.id, row.operatorId));
      await refreshTokens.revokeAllOf(row.operatorId, txDb);
      await voidResetTokensOf(txDb, row.operatorId);
    });
  }

  async changePassword(actor: Actor, body: ChangePasswordBody): Promise<LoginResponse> {
    const { db, refreshTokens } = this.deps;
    const operator = await findOperatorById(db, actor.operatorId);
    if (!operator) throw unauthorized();
    if (!(await verifyPassword(operator.passwordHash, body.currentPassword))) {
      throw new AppError(400, "VALIDATION_ERROR", "auth.passwordIncorrect");
    }
    const passwordHash = await hashPassword(body.password);
    const { refreshToken, sessionVersion } = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await txDb
        .update(operators)
        .set({ passwordHash, mustChangePassword: false, passwordChangedAt: new Date() })
        .where(eq(operators.id, operator.id));
      // Links mailed before the change must not set the password back (issue 12 item 11).
      await voidResetTokensOf(txDb, operator.id);
      // Other sessions and every earlier access token end; this one carries on with a fresh family.
      const sessionVersion = await refreshTokens.revokeAllOf(operator.id, txDb);
      return { refreshToken: await refreshTokens.issue(operator.id, txDb), sessionVersion };
    });
    const updated = { ...operator, mustChangePassword: false, sessionVersion };
    return { ...(await this.tokensFor(updated, refreshToken)), user: userInfoOf(actorOf(updated)) };
  }
}
