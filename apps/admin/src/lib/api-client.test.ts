import { notificationsStore } from "@mantine/notifications";
import type { UserInfo } from "@mekuri/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/testing/api-fetch";
import { api, configureApiClient, restoreSession } from "./api-client";
import { ApiError } from "./api-error";
import { requestTimeoutMs } from "./api-transport";
import { i18n } from "./i18n";
import { setNavigator } from "./navigation";
import { session } from "./session";

const tokens = {
  accessToken: "access-1",
  expiresIn: 900,
  mustChangePassword: false,
};
const user = { id: "u1", userTypeId: "master", navigation: ["summary"] } as unknown as UserInfo;

const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);
const navigate = vi.fn();

beforeEach(async () => {
  vi.useFakeTimers();
  await i18n.changeLanguage("en");
  session.clear();
  session.setTokens(tokens);
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
  navigate.mockReset();
  setNavigator(navigate);
  configureApiClient({});
  window.history.replaceState(null, "", "/master/summary");
});

afterEach(async () => {
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setNavigator(null);
});

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("requests", () => {
  it("send the UI language, the access token and snake_case keys, and answer in camelCase", async () => {
    await i18n.changeLanguage("ko");
    const { requests } = stubFetch({
      "POST /api/v1/auth/change-password": () =>
        json(200, { access_token: "a", must_change_password: false }),
    });
    const answer = await api.post("/auth/change-password", { currentPassword: "x", confirmPassword: "y" });
    expect(answer).toEqual({ accessToken: "a", mustChangePassword: false });
    expect(requests[0]!.headers.get("Accept-Language")).toBe("ko");
    expect(requests[0]!.headers.get("Authorization")).toBe("Bearer access-1");
    expect(requests[0]!.body).toEqual({ current_password: "x", confirm_password: "y" });
  });

  it("put query parameters in snake_case and leave out empty ones", async () => {
    const { requests } = stubFetch({ "GET /api/v1/site": () => json(200, []) });
    await api.get("/site", { query: { pageSize: 20, keyword: undefined, status: "DRAFT" } });
    expect(requests[0]!.url).toBe("/api/v1/site?page_size=20&status=DRAFT");
  });

  it("send no token to the public auth calls", async () => {
    const { requests } = stubFetch({
      "POST /api/v1/auth/forgot-password": () => json(200, { message: "ok" }),
    });
    await api.post("/auth/forgot-password", { email: "a@b.co" }, { auth: "none" });
    expect(requests[0]!.headers.has("Authorization")).toBe(false);
  });
});

describe("a 401", () => {
  it("refreshes once through the refresh cookie and retries with the new access token", async () => {
    const { requests } = stubFetch({
      "GET /api/v1/sites": (request) =>
        request.headers.get("Authorization") === "Bearer access-2"
          ? json(200, { ok: true })
          : json(401, { message: "expired", code: "TOKEN_EXPIRED" }),
      "POST /api/v1/auth/refresh-token": () =>
        json(200, {
          access_token: "access-2",
          expires_in: 900,
          must_change_password: false,
        }),
    });
    await expect(api.get("/sites")).resolves.toEqual({ ok: true });
    const refresh = requests.find((request) => request.url.endsWith("/auth/refresh-token"))!;
    // No token in a header: the HttpOnly cookie carries it, asked for by this header (decision 032).
    expect(refresh.headers.get("Authorization")).toBeNull();
    expect(refresh.headers.get("X-Refresh-Cookie")).toBe("1");
    expect(session.getTokens()).toEqual({
      accessToken: "access-2",
      expiresAt: expect.any(Number),
      mustChangePassword: false,
    });
    expect(requests.map((request) => request.url)).toEqual([
      "/api/v1/sites",
      "/api/v1/auth/refresh-token",
      "/api/v1/sites",
    ]);
  });

  it("shares one refresh between requests failing at the same time (the refresh token rotates)", async () => {
    const { requests } = stubFetch({
      "GET /api/v1/a": (request) =>
        request.headers.get("Authorization") === "Bearer access-2"
          ? json(200, "a")
          : json(401, { code: "TOKEN_EXPIRED" }),
      "GET /api/v1/b": (request) =>
        request.headers.get("Authorization") === "Bearer access-2"
          ? json(200, "b")
          : json(401, { code: "TOKEN_EXPIRED" }),
      "POST /api/v1/auth/refresh-token": () =>
        json(200, {
          access_token: "access-2",
          expires_in: 900,
          must_change_password: false,
        }),
    });
    await expect(Promise.all([api.get("/a"), api.get("/b")])).resolves.toEqual(["a", "b"]);
    expect(requests.filter((request) => request.url.endsWith("/refresh-token"))).toHaveLength(1);
  });

  it("whose refresh fails clears the session and goes to login after one second", async () => {
    const onSessionEnd = vi.fn();
    configureApiClient({ onSessionEnd });
    stubFetch({
      "GET /api/v1/sites": () => json(401, { message: "expired", code: "TOKEN_EXPIRED" }),
      "POST /api/v1/auth/refresh-token": () => json(401, { message: "reused", code: "UNAUTHORIZED" }),
    });
    const error = await rejectionOf(api.get("/sites"));
    expect(error.status).toBe(401);
    expect(session.getTokens()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalled();
    expect(toasts()).toEqual(["Your session has expired. Please log in again."]);
    await vi.advanceTimersByTimeAsync(999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith("/login", { replace: true });
  });

  it("whose refresh fails does not leave the login, reset and new-password pages", async () => {
    stubFetch({
      "GET /api/v1/sites": () => json(401, { code: "UNAUTHORIZED" }),
      "POST /api/v1/auth/refresh-token": () => json(401, { code: "UNAUTHORIZED" }),
    });
    for (const path of ["/login", "/reset-pass", "/new-password"]) {
      window.history.replaceState(null, "", path);
      session.setTokens(tokens);
      await rejectionOf(api.get("/sites"));
      await vi.advanceTimersByTimeAsync(2000);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it("is retried only once", async () => {
    const { requests } = stubFetch({
      "GET /api/v1/sites": () => json(401, { code: "UNAUTHORIZED" }),
      "POST /api/v1/auth/refresh-token": () =>
        json(200, {
          access_token: "access-2",
          expires_in: 900,
          must_change_password: false,
        }),
    });
    await rejectionOf(api.get("/sites"));
    expect(requests.map((request) => request.url)).toEqual([
      "/api/v1/sites",
      "/api/v1/auth/refresh-token",
      "/api/v1/sites",
    ]);
    expect(session.getTokens()).toBeNull();
  });

  it("of the login call is the form's business: no refresh, no redirect", async () => {
    const { requests } = stubFetch({
      "POST /api/v1/auth/login": () =>
        json(401, { message: "The login ID or password is incorrect.", code: "INVALID_CREDENTIALS" }),
    });
    const error = await rejectionOf(api.post("/auth/login", {}, { auth: "none", toastErrors: false }));
    expect(error).toMatchObject({
      code: "INVALID_CREDENTIALS",
      message: "The login ID or password is incorrect.",
    });
    expect(requests).toHaveLength(1);
    expect(toasts()).toEqual([]);
    expect(session.getTokens()).not.toBeNull();
  });
});

describe("a reloaded page", () => {
  it("restores the session through the refresh cookie when a user was logged in", async () => {
    session.clear();
    session.setUser({ ...user, mustChangePassword: false } as UserInfo);
    stubFetch({
      "POST /api/v1/auth/refresh-token": () =>
        json(200, { access_token: "access-3", expires_in: 900, must_change_password: false }),
    });
    await restoreSession();
    expect(session.getTokens()?.accessToken).toBe("access-3");
  });

  it("forgets the user quietly when the cookie no longer restores a session", async () => {
    session.clear();
    session.setUser(user);
    stubFetch({ "POST /api/v1/auth/refresh-token": () => json(401, { code: "UNAUTHORIZED" }) });
    await restoreSession();
    expect(session.getTokens()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(toasts()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("asks nothing when nobody was logged in", async () => {
    session.clear();
    const { requests } = stubFetch({});
    await restoreSession();
    expect(requests).toHaveLength(0);
  });
});

describe("a 403", () => {
  it("refetches and stores the user info, shows the message, then opens the forbidden page after two seconds", async () => {
    const onUserInfo = vi.fn();
    configureApiClient({ onUserInfo });
    stubFetch({
      "GET /api/v1/plans": () => json(403, { message: "You do not have permission.", code: "FORBIDDEN" }),
      "GET /api/v1/auth/user-info": () =>
        json(200, { id: "u1", user_type_id: "master", navigation: ["summary"] }),
    });
    await rejectionOf(api.get("/plans"));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts()).toEqual(["You do not have permission."]);
    expect(session.getUser()).toMatchObject(user);
    expect(onUserInfo).toHaveBeenCalledWith(expect.objectContaining({ userTypeId: "master" }));
    await vi.advanceTimersByTimeAsync(1999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith("/errors/403");
  });

  it("asking for a password change goes to the first-time page, not the forbidden page", async () => {
    stubFetch({
      "GET /api/v1/plans": () => json(403, { message: "Change it", code: "PASSWORD_CHANGE_REQUIRED" }),
    });
    await rejectionOf(api.get("/plans"));
    await vi.advanceTimersByTimeAsync(3000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/first-time-change-password");
  });

  it("for a blocked IP goes to the blocked-IP page", async () => {
    stubFetch({ "POST /api/v1/auth/login": () => json(403, { message: "Blocked", code: "IP_BLOCKED" }) });
    await rejectionOf(api.post("/auth/login", {}, { auth: "none", toastErrors: false }));
    expect(navigate).toHaveBeenCalledWith("/errors/403-ip");
  });
});

describe("errors without a usable answer", () => {
  it("say 'Error {status}: {statusText}' when the server sends no message", async () => {
    stubFetch({
      "GET /api/v1/sites": () =>
        new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    });
    const error = await rejectionOf(api.get("/sites"));
    expect(error.message).toBe("Error 502: Bad Gateway");
    expect(toasts()).toEqual(["Error 502: Bad Gateway"]);
  });

  it("show the no-connection toast when the server cannot be reached", async () => {
    stubFetch({});
    const error = await rejectionOf(api.get("/sites"));
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    expect(toasts()).toEqual([
      "Cannot connect to the server. Check your internet connection or try again later.",
    ]);
  });

  it("time out after 60 seconds with the no-connection toast", async () => {
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const pending = rejectionOf(api.get("/slow"));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(toasts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: "TIMEOUT" });
    expect(toasts()).toEqual([
      "Cannot connect to the server. Check your internet connection or try again later.",
    ]);
  });

  it("show the request-error toast when an answer cannot be read", async () => {
    stubFetch({
      "GET /api/v1/sites": () =>
        new Response("{not json", { status: 200, headers: { "Content-Type": "application/json" } }),
    });
    const error = await rejectionOf(api.get("/sites"));
    expect(error.code).toBe("REQUEST_ERROR");
    expect(toasts()).toEqual(["Request error. Please try again."]);
  });

  it("keep one toast at a time: the newest replaces the last", async () => {
    stubFetch({ "GET /api/v1/a": () => json(500, { message: "First", code: "INTERNAL_ERROR" }) });
    await rejectionOf(api.get("/a"));
    stubFetch({ "GET /api/v1/b": () => json(500, { message: "Second", code: "INTERNAL_ERROR" }) });
    await rejectionOf(api.get("/b"));
    expect(toasts()).toEqual(["Second"]);
  });
});

describe("validation errors", () => {
  it("carry the field issues with camelCase paths", async () => {
    stubFetch({
      "POST /api/v1/auth/reset-password": () =>
        json(400, {
          message: ["Passwords do not match. Please try again."],
          code: "VALIDATION_ERROR",
          fields: [{ path: "confirm_password", message: "Passwords do not match. Please try again." }],
        }),
    });
    const error = await rejectionOf(
      api.post("/auth/reset-password", {}, { auth: "none", toastErrors: false }),
    );
    expect(error.fields).toEqual([
      { path: "confirmPassword", message: "Passwords do not match. Please try again." },
    ]);
    expect(error.message).toBe("Passwords do not match. Please try again.");
  });
});
