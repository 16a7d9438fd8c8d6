import type { UserInfo } from "@mekuri/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session, sessionStorageKey, userStorageKey } from "./session";

const pair = { accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: true };
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
  it("keeps the tokens in localStorage with their expiry time", () => {
    session.setTokens(pair, 1_000);
    expect(JSON.parse(localStorage.getItem(sessionStorageKey)!)).toEqual({
      accessToken: "a",
      refreshToken: "r",
      expiresAt: 901_000,
      mustChangePassword: true,
    });
    expect(session.getTokens()?.accessToken).toBe("a");
  });

  it("stores user info and follows its password-change flag", () => {
    session.setTokens(pair);
    session.setUser(user);
    expect(JSON.parse(localStorage.getItem(userStorageKey)!)).toMatchObject({ id: "u1" });
    expect(session.getTokens()?.mustChangePassword).toBe(false);
  });

  it("forgets everything on clear and tells its subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setTokens(pair);
    session.setUser(user);
    session.clear();
    unsubscribe();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(localStorage.getItem(userStorageKey)).toBeNull();
    expect(session.getTokens()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("picks up a login or logout made in another tab", () => {
    const next = { accessToken: "b", refreshToken: "s", expiresAt: 5, mustChangePassword: false };
    localStorage.setItem(sessionStorageKey, JSON.stringify(next));
    window.dispatchEvent(new StorageEvent("storage", { key: sessionStorageKey }));
    expect(session.getTokens()).toEqual(next);
    localStorage.removeItem(sessionStorageKey);
    window.dispatchEvent(new StorageEvent("storage", { key: sessionStorageKey }));
    expect(session.getTokens()).toBeNull();
  });
});
