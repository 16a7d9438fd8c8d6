import type { UserInfo } from "@mekuri/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session, userStorageKey } from "./session";

const pair = { accessToken: "a", expiresIn: 900, mustChangePassword: true };
const user: UserInfo = {
  id: "u1",
  email: "a@example.com",
  name: "A",
  role: "USER",
  adminRole: "main_contact",
  authority: "edit",
  userTypeId: "adminuser",
  mustChangePassword: false,
  permissions: ["sites:view"],
  navigation: ["site-list"],
  account: { id: "acc", kind: "user", companyName: "Acme", contractStatus: "active" },
};

beforeEach(() => session.clear());

describe("the session store", () => {
  it("keeps the access token in memory only, never in storage", () => {
    session.setTokens({ ...pair, refreshToken: "must-not-be-kept" }, 1_000);
    expect(session.getTokens()).toEqual({ accessToken: "a", expiresAt: 901_000, mustChangePassword: true });
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key));
    expect(stored.join()).not.toContain("must-not-be-kept");
    expect(stored.join()).not.toMatch(/"accessToken"/);
  });

  it("stores user info, which tells a reload to restore the session, and follows its password-change flag", () => {
    session.setTokens(pair);
    session.setUser(user);
    expect(JSON.parse(localStorage.getItem(userStorageKey)!)).toMatchObject({ id: "u1" });
    expect(session.mayRestore()).toBe(true);
    expect(session.getTokens()?.mustChangePassword).toBe(false);
  });

  it("forgets everything on clear and tells its subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setTokens(pair);
    session.setUser(user);
    session.clear();
    unsubscribe();
    expect(localStorage.getItem(userStorageKey)).toBeNull();
    expect(session.getTokens()).toBeNull();
    expect(session.mayRestore()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("ends this tab's session when another tab logs out, and restores when another logs in", () => {
    const restore = vi.fn();
    session.onOtherTabLogin(restore);
    localStorage.setItem(userStorageKey, JSON.stringify(user));
    window.dispatchEvent(new StorageEvent("storage", { key: userStorageKey }));
    expect(restore).toHaveBeenCalledTimes(1);
    session.setTokens(pair);
    localStorage.removeItem(userStorageKey);
    window.dispatchEvent(new StorageEvent("storage", { key: userStorageKey }));
    expect(session.getTokens()).toBeNull();
  });
});

describe("the stored user before and after the console's check", () => {
  it("counts any stored record on the login page, and only a valid one once the console checks it", async () => {
    localStorage.setItem(userStorageKey, JSON.stringify({ id: "u1", shape: "of an older version" }));
    vi.resetModules();
    const fresh = await import("./session");
    expect(fresh.session.mayRestore()).toBe(true);
    expect(fresh.session.getUser()).toBeNull();

    const { checkStoredUser } = await import("./check-stored-user");
    fresh.session.checkStoredUsers(checkStoredUser);
    expect(fresh.session.mayRestore()).toBe(false);

    localStorage.setItem(userStorageKey, JSON.stringify(user));
    window.dispatchEvent(new StorageEvent("storage", { key: userStorageKey }));
    expect(fresh.session.getUser()).toEqual(user);
    fresh.session.clear();
  });
});
