import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { operators, refreshTokens } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { loadSigningKey } from "./signing-key.ts";

const ctx = useTestApp();
let account: { id: string; path: string };

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  account = await createAccount(ctx, { kind: "user", parent: master, companyName: "Sakura Foods" });
});

describe("POST /auth/login", () => {
  it("returns tokens and the operator's info for a right password", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      payload: { email: operator.email.toUpperCase(), password: operator.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      expires_in: 900,
      must_change_password: false,
      user: { email: operator.email, user_type_id: "adminuser", account: { company_name: "Sakura Foods" } },
    });
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token).toMatch(/^[0-9a-f-]{36}\./);
  });

  it("answers a wrong password and an unknown account with the same localised message", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const wrong = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      headers: { "accept-language": "en" },
      payload: { email: operator.email, password: "Wrong-pass1" },
    });
    const unknown = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      headers: { "accept-language": "en" },
      payload: { email: "nobody@example.com", password: "Wrong-pass1" },
    });
    const expected = {
      code: "INVALID_CREDENTIALS",
      message: "The login ID or password is incorrect. Please check and try logging in again.",
    };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
  });

  it("speaks Japanese by default", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      payload: { email: "nobody@example.com", password: "x" },
    });
    expect(response.json().message).toBe(
      "ログインIDまたはパスワードが正しくありません。確認のうえ、再度ログインしてください。",
    );
  });

  it("refuses malformed, empty and oversized bodies without crashing", async () => {
    const malformed = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("MALFORMED_BODY");

    const invalid = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      headers: { "accept-language": "en" },
      payload: { email: "a..b@example.com", password: 12 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: ["Invalid email address.", "This value has the wrong type."],
      fields: [
        { path: "email", message: "Invalid email address." },
        { path: "password", message: "This value has the wrong type." },
      ],
    });

    const oversized = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      payload: { email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().code).toBe("BODY_TOO_LARGE");

    const health = await ctx.app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
  });

  it("refuses a suspended account's correct password with a clear message", async () => {
    const suspended = await createAccount(ctx, { kind: "user", contractStatus: "suspended" });
    const operator = await createOperator(ctx, { account: suspended, role: "USER" });
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      headers: { "accept-language": "en" },
      payload: { email: operator.email, password: operator.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "ACCOUNT_SUSPENDED",
      message: "This account is suspended. Please contact your administrator.",
    });
  });
});

describe("access tokens", () => {
  it("answers user-info for a valid token and 401 without one", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const { access_token } = await login(ctx, operator.email);
    const ok = await ctx.app.inject({
      method: "GET",
      url: api("/auth/user-info"),
      headers: bearer(access_token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: operator.id,
      role: "USER",
      navigation: expect.arrayContaining(["site-list"]),
    });

    const missing = await ctx.app.inject({ method: "GET", url: api("/auth/user-info") });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe("UNAUTHORIZED");

    const forged = await ctx.app.inject({
      method: "GET",
      url: api("/auth/user-info"),
      headers: bearer(`${access_token.slice(0, -4)}AAAA`),
    });
    expect(forged.statusCode).toBe(401);
  });

  it("answers an expired token with 401 TOKEN_EXPIRED", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const key = await loadSigningKey(ctx.database.db, undefined);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(operator.id)
      .setIssuer("mekuri")
      .setAudience("mekuri:operator")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const response = await ctx.app.inject({
      method: "GET",
      url: api("/auth/user-info"),
      headers: bearer(expired),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("TOKEN_EXPIRED");
  });

  it("stops a token at once when the account is terminated", async () => {
    const ending = await createAccount(ctx, { kind: "user" });
    const operator = await createOperator(ctx, { account: ending, role: "USER" });
    const { access_token } = await login(ctx, operator.email);
    const { accounts } = await import("../../platform/database/schema/index.ts");
    await ctx.database.db
      .update(accounts)
      .set({ contractStatus: "terminated" })
      .where(eq(accounts.id, ending.id));
    const response = await ctx.app.inject({
      method: "GET",
      url: api("/auth/user-info"),
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("ACCOUNT_TERMINATED");
  });
});

describe("POST /auth/refresh-token", () => {
  it("rotates the refresh token and revokes the whole family when an old one is reused", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const first = await login(ctx, operator.email);
    const refresh = (token: string) =>
      ctx.app.inject({ method: "POST", url: api("/auth/refresh-token"), headers: bearer(token) });

    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const secondToken = second.json().refresh_token as string;
    expect(secondToken).not.toBe(first.refresh_token);

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);

    // The thief's replay ended the family: the legitimate newer token is dead too.
    const afterReplay = await refresh(secondToken);
    expect(afterReplay.statusCode).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.operatorId, operator.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it("refuses garbage and missing refresh tokens with 401", async () => {
    const none = await ctx.app.inject({ method: "POST", url: api("/auth/refresh-token") });
    expect(none.statusCode).toBe(401);
    const garbage = await ctx.app.inject({
      method: "POST",
      url: api("/auth/refresh-token"),
      headers: bearer("00000000-0000-0000-0000-000000000000.abcdefghijklmnopqrstuvwxyz"),
    });
    expect(garbage.statusCode).toBe(401);
  });

  it("ends the session on logout", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const tokens = await login(ctx, operator.email);
    const logout = await ctx.app.inject({
      method: "POST",
      url: api("/auth/logout"),
      headers: bearer(tokens.refresh_token),
    });
    expect(logout.statusCode).toBe(200);
    const refresh = await ctx.app.inject({
      method: "POST",
      url: api("/auth/refresh-token"),
      headers: bearer(tokens.refresh_token),
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe("first-login password change", () => {
  it("lets a pending operator reach only user-info and change-password, then everything", async () => {
    const operator = await createOperator(ctx, { account, role: "USER", mustChangePassword: true });
    const tokens = await login(ctx, operator.email);
    expect(tokens.user.must_change_password).toBe(true);

    const info = await ctx.app.inject({
      method: "GET",
      url: api("/auth/user-info"),
      headers: bearer(tokens.access_token),
    });
    expect(info.statusCode).toBe(200);
    const blocked = await ctx.app.inject({
      method: "GET",
      url: api(`/accounts/${account.id}`),
      headers: bearer(tokens.access_token),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe("PASSWORD_CHANGE_REQUIRED");

    const weak = await ctx.app.inject({
      method: "POST",
      url: api("/auth/change-password"),
      headers: { ...bearer(tokens.access_token), "accept-language": "en" },
      payload: { current_password: operator.password, password: "weak", confirm_password: "weak" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.map((f: { path: string }) => f.path)).toEqual(["password", "password"]);

    const changed = await ctx.app.inject({
      method: "POST",
      url: api("/auth/change-password"),
      headers: bearer(tokens.access_token),
      payload: { current_password: operator.password, password: "New-pass1", confirm_password: "New-pass1" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().must_change_password).toBe(false);

    const allowed = await ctx.app.inject({
      method: "GET",
      url: api(`/accounts/${account.id}`),
      headers: bearer(changed.json().access_token),
    });
    expect(allowed.statusCode).toBe(200);
    await login(ctx, operator.email, "New-pass1");
  });

  it("refuses a wrong current password and keeps the old one", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const tokens = await login(ctx, operator.email);
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/auth/change-password"),
      headers: { ...bearer(tokens.access_token), "accept-language": "en" },
      payload: { current_password: "Not-mine1", password: "New-pass1", confirm_password: "New-pass1" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The password is incorrect.");
    const [row] = await ctx.database.db.select().from(operators).where(eq(operators.id, operator.id));
    expect(row?.passwordChangedAt).toBeNull();
    await login(ctx, operator.email);
  });
});
