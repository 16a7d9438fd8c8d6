import { describe, expect, it } from "vitest";
import { decideFailure, type FailureContext, paths, shouldRedirectToLogin } from "./api-rules";

const base: FailureContext = {
  status: 500,
  code: "INTERNAL_ERROR",
  method: "GET",
  auth: "access",
  retried: false,
};

describe("what a failed request leads to", () => {
  it("refreshes once on a 401, then ends the session", () => {
    expect(decideFailure({ ...base, status: 401, code: "TOKEN_EXPIRED" })).toEqual({
      kind: "refresh-and-retry",
    });
    expect(decideFailure({ ...base, status: 401, code: "UNAUTHORIZED", retried: true })).toEqual({
      kind: "end-session",
    });
  });

  it("leaves 401s of login, refresh and the reset calls to their forms", () => {
    expect(decideFailure({ ...base, status: 401, code: "INVALID_CREDENTIALS", auth: "none" })).toEqual({
      kind: "report",
    });
    expect(decideFailure({ ...base, status: 401, code: "UNAUTHORIZED", auth: "refresh" })).toEqual({
      kind: "report",
    });
    expect(decideFailure({ ...base, status: 403, code: "ACCOUNT_SUSPENDED", auth: "none" })).toEqual({
      kind: "report",
    });
  });

  it("reports a plan's refusal where the user is, instead of leaving for the forbidden page", () => {
    expect(decideFailure({ ...base, status: 403, code: "PLAN_LIMIT" })).toEqual({ kind: "report" });
  });

  it("sends a 403 FORBIDDEN through the forbidden flow", () => {
    expect(decideFailure({ ...base, status: 403, code: "FORBIDDEN" })).toEqual({ kind: "forbidden" });
  });

  it("sends a pending password change to the first-time page, not the forbidden page", () => {
    expect(decideFailure({ ...base, status: 403, code: "PASSWORD_CHANGE_REQUIRED" })).toEqual({
      kind: "redirect",
      to: paths.firstTimeChangePassword,
    });
  });

  it("sends a blocked IP to its own page, logged in or not", () => {
    for (const auth of ["access", "none"] as const) {
      expect(decideFailure({ ...base, status: 403, code: "IP_BLOCKED", auth })).toEqual({
        kind: "redirect",
        to: paths.ipBlocked,
      });
    }
  });

  it("ends the session of a suspended or terminated account", () => {
    expect(decideFailure({ ...base, status: 403, code: "ACCOUNT_SUSPENDED" })).toEqual({
      kind: "end-session",
    });
    expect(decideFailure({ ...base, status: 403, code: "ACCOUNT_TERMINATED" })).toEqual({
      kind: "end-session",
    });
  });

  it("shows the timeout page when a page's data times out at the gateway, but keeps a form", () => {
    expect(decideFailure({ ...base, status: 504, code: "HTTP_504" })).toEqual({
      kind: "redirect",
      to: paths.gatewayTimeout,
    });
    expect(decideFailure({ ...base, status: 504, code: "HTTP_504", method: "POST" })).toEqual({
      kind: "report",
    });
  });

  it("reports everything else", () => {
    expect(decideFailure({ ...base, status: 400, code: "VALIDATION_ERROR", method: "POST" })).toEqual({
      kind: "report",
    });
    expect(decideFailure({ ...base, status: 503, code: "SERVICE_UNAVAILABLE" })).toEqual({ kind: "report" });
    expect(decideFailure({ ...base, status: 404, code: "NOT_FOUND" })).toEqual({ kind: "report" });
  });
});

describe("after a failed refresh", () => {
  it("does not leave the login, reset and new-password pages", () => {
    for (const path of ["/login", "/reset-pass", "/new-password", "/new-password/"]) {
      expect(shouldRedirectToLogin(path)).toBe(false);
    }
  });

  it("goes to login from anywhere else", () => {
    for (const path of ["/", "/master/summary", "/first-time-change-password", "/login-help"]) {
      expect(shouldRedirectToLogin(path)).toBe(true);
    }
  });
});
