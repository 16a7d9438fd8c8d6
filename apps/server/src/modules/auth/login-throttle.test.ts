import { describe, expect, it } from "vitest";
import { createMemoryRateLimitStore } from "../../platform/security/rate-limiter.ts";
import { api, createAccount, createOperator, useTestApp } from "../../testing/test-app.ts";
import { LoginThrottle, loginLimits } from "./login-throttle.ts";

const ctx = useTestApp();

const attempt = (email: string, password: string, ip = "203.0.113.5") =>
  ctx.app.inject({
    method: "POST",
    url: api("/auth/login"),
    remoteAddress: ip,
    headers: { "accept-language": "en" },
    payload: { email, password },
  });

describe("login rate limits", () => {
  it("locks an account after repeated failures, even for the right password, with Retry-After", async () => {
    const account = await createAccount(ctx, { kind: "user" });
    const operator = await createOperator(ctx, { account, role: "USER" });
    for (let i = 0; i < loginLimits.perAccountFailures.max; i++) {
      expect((await attempt(operator.email, "Wrong-pass1", `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const locked = await attempt(operator.email, operator.password, "198.51.100.200");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("RATE_LIMITED");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits one address across many accounts", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < loginLimits.perAddress.max; i++) {
      expect((await attempt(`nobody${i}@example.com`, "Wrong-pass1", ip)).statusCode).toBe(401);
    }
    const limited = await attempt("another@example.com", "Wrong-pass1", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect((await attempt("another@example.com", "Wrong-pass1", "192.0.2.78")).statusCode).toBe(401);
  });
});

describe("login rate limits scaled for many people behind one address", () => {
  it("lets RATE_LIMIT_SCALE times the attempts through one address, and no more failures per account", async () => {
    const store = createMemoryRateLimitStore();
    const throttle = new LoginThrottle(store, 3);
    for (let i = 0; i < loginLimits.perAddress.max * 3; i++) {
      await throttle.beforeLogin("192.0.2.90", `person${i}@example.com`);
    }
    await expect(throttle.beforeLogin("192.0.2.90", "one-more@example.com")).rejects.toMatchObject({
      statusCode: 429,
    });
    for (let i = 0; i < loginLimits.perAccountFailures.max; i++)
      await throttle.loginFailed("kim@example.com");
    await expect(throttle.beforeLogin("192.0.2.91", "kim@example.com")).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
