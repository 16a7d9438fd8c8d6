import { AppError } from "../../platform/http/app-error.ts";
import type { RateLimitStore } from "../../platform/security/rate-limiter.ts";

/**
 * Login is limited per address (all attempts) and per account and address (failed attempts). No
 * limit counts an account's failures from every address: anybody could then lock its owner out
 * (decision 031).
 */
export const loginLimits = {
  perAddress: { max: 30, windowMs: 15 * 60_000 },
  perAccountAndAddressFailures: { max: 5, windowMs: 15 * 60_000 },
  resetPerAddress: { max: 10, windowMs: 15 * 60_000 },
  resetPerAccount: { max: 3, windowMs: 60 * 60_000 },
};

export function tooMany(resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new AppError(
    429,
    "RATE_LIMITED",
    "auth.tooManyAttempts",
    { seconds },
    { "retry-after": String(seconds) },
  );
}

const failureKey = (address: string, email: string) => `login:account:${email.toLowerCase()}:ip:${address}`;

export class LoginThrottle {
  /** `addressScale` multiplies the per-address limits (RATE_LIMIT_SCALE); per-account limits stay. */
  constructor(
    private readonly store: RateLimitStore,
    private readonly addressScale = 1,
  ) {}

  async beforeLogin(address: string, email: string) {
    const byAddress = await this.store.hit(`login:ip:${address}`, loginLimits.perAddress.windowMs);
    if (byAddress.count > loginLimits.perAddress.max * this.addressScale) throw tooMany(byAddress.resetInMs);
    const failures = await this.store.peek(failureKey(address, email));
    if (failures.count >= loginLimits.perAccountAndAddressFailures.max) throw tooMany(failures.resetInMs);
  }

  async loginFailed(address: string, email: string) {
    await this.store.hit(failureKey(address, email), loginLimits.perAccountAndAddressFailures.windowMs);
  }

  async loginSucceeded(address: string, email: string) {
    await this.store.reset(failureKey(address, email));
  }

  /** Throws past the address limit; answers false (send nothing, say nothing) past the account limit. */
  beforeResetMail(address: string, email: string): Promise<boolean> {
    return this.beforeMail("reset", address, email);
  }

  /** The same limits for sign-up mails, counted apart: a sign-up does not use up a reset. */
  beforeSignUpMail(address: string, email: string): Promise<boolean> {
    return this.beforeMail("signup", address, email);
  }

  private async beforeMail(kind: string, address: string, email: string): Promise<boolean> {
    const byAddress = await this.store.hit(`${kind}:ip:${address}`, loginLimits.resetPerAddress.windowMs);
    if (byAddress.count > loginLimits.resetPerAddress.max * this.addressScale)
      throw tooMany(byAddress.resetInMs);
    const byAccount = await this.store.hit(
      `${kind}:account:${email.toLowerCase()}`,
      loginLimits.resetPerAccount.windowMs,
    );
    return byAccount.count <= loginLimits.resetPerAccount.max;
  }
}
