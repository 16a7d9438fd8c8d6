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
  it("throttles wrong passwords per account and address, even for the right password, with Retry-After", async () => {
    const account = await createAccount(ctx, { kind: "user" });
    const operator = await createOperator(ctx, { account, role: "USER" });
    const attacker = "198.51.100.10";
    for (let i = 0; i < loginLimits.perAccountAndAddressFailures.max; i++) {
      expect((await attempt(operator.email, "Wrong-pass1", attacker)).statusCode).toBe(401);
    }
    const locked = await attempt(operator.email, operator.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("RATE_LIMITED");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("never locks the owner out from another address, however many addresses guess (issue 12 item 10)", async () => {
    const master = await createAccount(ctx, { kind: "master" });
    const owner = await createOperator(ctx, { account: master, role: "MASTER" });
    for (let host = 0; host < 4; host++) {
      for (let i = 0; i < loginLimits.perAccountAndAddressFailures.max; i++) {
        expect((await attempt(owner.email, "Wrong-pass1", `198.51.100.${100 + host}`)).statusCode).toBe(401);
      }
      expect((await attempt(owner.email, "Wrong-pass1", `198.51.100.${100 + host}`)).statusCode).toBe(429);
    }
    expect((await attempt(owner.email, owner.password, "192.0.2.10")).statusCode).toBe(200);
    // The attackers stay throttled after the owner's login.
    expect((await attempt(owner.email, owner.password, "198.51.100.100")).statusCode).toBe(429);
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
  it("lets RATE_LIMIT_SCALE times the attempts through one address, and no more failures per account and address", async () => {
    const store = createMemoryRateLimitStore();
    const throttle = new LoginThrottle(store, 3);
    for (let i = 0; i < loginLimits.perAddress.max * 3; i++) {
      await throttle.beforeLogin("192.0.2.90", `person${i}@example.com`);
    }
    await expect(throttle.beforeLogin("192.0.2.90", "one-more@example.com")).rejects.toMatchObject({
      statusCode: 429,
    });
    for (let i = 0; i < loginLimits.perAccountAndAddressFailures.max; i++)
      await throttle.loginFailed("192.0.2.91", "kim@example.com");
    await expect(throttle.beforeLogin("192.0.2.91", "kim@example.com")).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
