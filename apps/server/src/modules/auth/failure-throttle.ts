import type { RateLimitStore } from "../../platform/security/rate-limiter.ts";
import { tooMany } from "./login-throttle.ts";

export interface FailureLimits {
  /** Failed guesses from one address, at any target (scaled by RATE_LIMIT_SCALE). */
  perAddress: { max: number; windowMs: number };
  /** Failed guesses at one target (a site's passcode, an account's API keys), from any address. */
  perTarget: { max: number; windowMs: number };
}

/**
 * Limits guessing of a shared secret (a preview passcode, an API credential) like the logins limit
 * passwords: checked before the costly hash, counted only when the guess was wrong (decision 033).
 */
export class FailureThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly name: string,
    private readonly limits: FailureLimits,
    private readonly addressScale = 1,
  ) {}

  private keys(address: string, target: string) {
    return { address: `${this.name}:ip:${address}`, target: `${this.name}:target:${target}` };
  }

  /** Throws 429 with Retry-After while the address or the target is over its limit. */
  async check(address: string, target: string): Promise<void> {
    const keys = this.keys(address, target);
    const byAddress = await this.store.peek(keys.address);
    if (byAddress.count >= this.limits.perAddress.max * this.addressScale) throw tooMany(byAddress.resetInMs);
    const byTarget = await this.store.peek(keys.target);
    if (byTarget.count >= this.limits.perTarget.max) throw tooMany(byTarget.resetInMs);
  }

  async failed(address: string, target: string): Promise<void> {
    const keys = this.keys(address, target);
    await this.store.hit(keys.address, this.limits.perAddress.windowMs);
    await this.store.hit(keys.target, this.limits.perTarget.windowMs);
  }
}
