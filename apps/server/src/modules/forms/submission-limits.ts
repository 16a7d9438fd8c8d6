import { AppError } from "../../platform/http/app-error.ts";
import type { RateLimitStore } from "../../platform/security/rate-limiter.ts";

/** Per address and site: enough for a person retrying, too few for a script flooding a site. */
export const submissionLimits = {
  register: { max: 10, windowMs: 10 * 60_000 },
  resend: { max: 5, windowMs: 10 * 60_000 },
  login: { max: 10, windowMs: 10 * 60_000 },
  /** Asking for a new-password link and using one. */
  passwordReset: { max: 5, windowMs: 10 * 60_000 },
  contact: { max: 10, windowMs: 10 * 60_000 },
  homepage: { max: 10, windowMs: 10 * 60_000 },
  survey: { max: 10, windowMs: 10 * 60_000 },
} as const;
export type LimitedAction = keyof typeof submissionLimits;

export class SubmissionLimiter {
  /** `addressScale` multiplies every limit (RATE_LIMIT_SCALE): many visitors may share one address. */
  constructor(
    private readonly store: RateLimitStore,
    private readonly addressScale = 1,
  ) {}

  /** Counts the attempt; past the limit answers 429 with the rate-limited message and Retry-After. */
  async hit(action: LimitedAction, siteId: string, address: string) {
    const limit = submissionLimits[action];
    const window = await this.store.hit(`${action}:${siteId}:${address}`, limit.windowMs);
    if (window.count <= limit.max * this.addressScale) return;
    const seconds = Math.max(1, Math.ceil(window.resetInMs / 1000));
    throw new AppError(
      429,
      "RATE_LIMITED",
      "error.rateLimited",
      { seconds },
      { "retry-after": String(seconds) },
    );
  }
}
