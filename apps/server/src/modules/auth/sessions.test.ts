import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();
let account: { id: string; path: string };

beforeAll(async () => {
  account = await createAccount(ctx, { kind: "user" });
});

const userInfo = (accessToken: string) =>
  ctx.app.inject({ method: "GET", url: api("/auth/user-info"), headers: bearer(accessToken) });
const cookieMode = { "x-refresh-cookie": "1" };

function refreshCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers["set-cookie"] ?? "");
  const match = /^mekuri_refresh=([^;]*)/.exec(header);
  if (!match) throw new Error(`no refresh cookie in ${header}`);
  return match[1]!;
}

describe("operator sessions (issue 12 item 11)", () => {
  it("voids a reset link mailed before a password change", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    await ctx.app.inject({
      method: "POST",
      url: api("/auth/forgot-password"),
      payload: { email: operator.email },
    });
    const [mail] = await ctx.database.db
      .select({ link: mailOutbox.secretLink })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, operator.email));
    const token = new URL(mail!.link!).searchParams.get("token");

    const session = await login(ctx, operator.email);
    const changed = await ctx.app.inject({
      method: "POST",
      url: api("/auth/change-password"),
      headers: bearer(session.access_token),
      payload: {
        current_password: operator.password,
        password: "Changed-pass1",
        confirm_password: "Changed-pass1",
      },
    });
    expect(changed.statusCode).toBe(200);

    const reset = await ctx.app.inject({
      method: "POST",
      url: api("/auth/reset-password"),
      payload: { token, password: "Attacker-pass1", confirm_password: "Attacker-pass1" },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe("INVALID_TOKEN");
    await login(ctx, operator.email, "Changed-pass1");
  });

  it("ends the access token at logout", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const session = await login(ctx, operator.email);
    expect((await userInfo(session.access_token)).statusCode).toBe(200);
    await ctx.app.inject({
      method: "POST",
      url: api("/auth/logout"),
      headers: bearer(session.refresh_token),
    });
    const after = await userInfo(session.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("UNAUTHORIZED");
  });

  it("ends other devices' access tokens on a password change and keeps the changing one", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const laptop = await login(ctx, operator.email);
    const phone = await login(ctx, operator.email);
    const changed = await ctx.app.inject({
      method: "POST",
      url: api("/auth/change-password"),
      headers: bearer(laptop.access_token),
      payload: {
        current_password: operator.password,
        password: "Changed-pass1",
        confirm_password: "Changed-pass1",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await userInfo(phone.access_token)).statusCode).toBe(401);
    expect((await userInfo(laptop.access_token)).statusCode).toBe(401);
    expect((await userInfo(changed.json().access_token)).statusCode).toBe(200);
  });

  it("ends the access token when a replayed refresh token revokes its family", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const session = await login(ctx, operator.email);
    const refresh = (token: string) =>
      ctx.app.inject({ method: "POST", url: api("/auth/refresh-token"), headers: bearer(token) });
    const rotated = await refresh(session.refresh_token);
    expect(rotated.statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await userInfo(rotated.json().access_token)).statusCode).toBe(401);
  });
});

describe("the console's refresh cookie", () => {
  it("sets an HttpOnly, Secure, SameSite=Strict cookie on the refresh path and leaves it out of the body", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      headers: cookieMode,
      payload: { email: operator.email, password: operator.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().refresh_token).toBeUndefined();
    const attributes = String(response.headers["set-cookie"]).split("; ").slice(1);
    expect(attributes.sort()).toEqual(
      ["HttpOnly", "Max-Age=1209600", "Path=/api/v1/auth/refresh-token", "SameSite=Strict", "Secure"].sort(),
    );
  });

  it("rotates through the cookie only when the request asks for it, and logs out by deleting it", async () => {
    const operator = await createOperator(ctx, { account, role: "USER" });
    const loggedIn = await ctx.app.inject({
      method: "POST",
      url: api("/auth/login"),
      headers: cookieMode,
      payload: { email: operator.email, password: operator.password },
    });
    const first = refreshCookieOf(loggedIn);

    // Without the header (a plain cross-site form post could send the cookie) nothing happens.
    const unasked = await ctx.app.inject({
      method: "POST",
      url: api("/auth/refresh-token"),
      headers: { cookie: `mekuri_refresh=${first}` },
    });
    expect(unasked.statusCode).toBe(401);

    const rotated = await ctx.app.inject({
      method: "POST",
      url: api("/auth/refresh-token"),
      headers: { ...cookieMode, cookie: `mekuri_refresh=${first}` },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().refresh_token).toBeUndefined();
    const second = refreshCookieOf(rotated);
    expect(second).not.toBe(first);
    const accessToken = rotated.json().access_token as string;
    expect((await userInfo(accessToken)).statusCode).toBe(200);

    const loggedOut = await ctx.app.inject({
      method: "DELETE",
      url: api("/auth/refresh-token"),
      headers: { ...cookieMode, cookie: `mekuri_refresh=${second}` },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(String(loggedOut.headers["set-cookie"])).toMatch(/^mekuri_refresh=; .*Max-Age=0/);
    expect((await userInfo(accessToken)).statusCode).toBe(401);
    const afterLogout = await ctx.app.inject({
      method: "POST",
      url: api("/auth/refresh-token"),
      headers: { ...cookieMode, cookie: `mekuri_refresh=${second}` },
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(String(afterLogout.headers["set-cookie"])).toMatch(/^mekuri_refresh=; .*Max-Age=0/);
  });
});
