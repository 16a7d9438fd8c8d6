import type { TokenPair, UserInfo } from "@mekuri/domain";
import { useSyncExternalStore } from "react";

/**
 * The login session (decision 032). The short-lived access token lives only in this page's memory;
 * the refresh token lives in an HttpOnly cookie that no script can read, so a reload or a new tab
 * gets a fresh access token from the server. localStorage keeps only the last user-info answer
 * (admin.md §4: refetched and stored on a 403), which also tells a reloaded page that a session
 * may be there to restore and lets tabs follow each other's login and logout. The stored answer is
 * checked against the shared schema by the console, which brings the schema library; the login page
 * only needs to know whether one is stored (decision 145).
 */
export const userStorageKey = "mekuri.user";
/** Where earlier versions kept both tokens; removed on start so no refresh token lingers there. */
const legacySessionKey = "mekuri.session";

export interface SessionTokens {
  accessToken: string;
  expiresAt: number;
  mustChangePassword: boolean;
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode); the session then lives only as long as the page.
  }
}

/** The shared schema's check of a stored answer, handed in by the console when it starts. */
export type StoredUserCheck = (stored: unknown) => UserInfo | null;

let tokens: SessionTokens | null = null;
let stored: unknown = null;
let checkUser: StoredUserCheck | undefined;
let user: UserInfo | null = null;
const listeners = new Set<() => void>();
/** Told when another tab logged in while this one has no session, so it can restore one. */
let onOtherTabLogin: (() => void) | undefined;

function loadUser(): void {
  stored = read(userStorageKey);
  user = checkUser ? checkUser(stored) : null;
}

/** Before the console's check: any stored record counts, the refresh cookie has the last word. */
function hasUser(): boolean {
  return checkUser ? user !== null : typeof stored === "object" && stored !== null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

write(legacySessionKey, null);
loadUser();
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== null && event.key !== userStorageKey) return;
    loadUser();
    if (!hasUser()) {
      // Another tab logged out: the server ended the session there, so this tab's ends too.
      tokens = null;
      emit();
    } else if (!tokens) {
      onOtherTabLogin?.();
    }
  });
}

export const session = {
  getTokens(): SessionTokens | null {
    return tokens;
  },
  /** The signed-in user's answer; a stored one only once the console has checked it. */
  getUser(): UserInfo | null {
    return user;
  },
  /** A user was logged in when this browser last knew: a refresh cookie may restore the session. */
  mayRestore(): boolean {
    return hasUser();
  },
  /** The console starts: from now on a stored answer counts only if it passes the shared schema. */
  checkStoredUsers(check: StoredUserCheck): void {
    checkUser = check;
    if (!user) loadUser();
  },
  setTokens(pair: TokenPair, now: number = Date.now()): void {
    tokens = {
      accessToken: pair.accessToken,
      expiresAt: now + pair.expiresIn * 1000,
      mustChangePassword: pair.mustChangePassword,
    };
    emit();
  },
  setUser(next: UserInfo): void {
    user = next;
    stored = next;
    write(userStorageKey, next);
    if (tokens && tokens.mustChangePassword !== next.mustChangePassword) {
      tokens = { ...tokens, mustChangePassword: next.mustChangePassword };
    }
    emit();
  },
  clear(): void {
    tokens = null;
    user = null;
    stored = null;
    write(userStorageKey, null);
    emit();
  },
  onOtherTabLogin(listener: () => void): void {
    onOtherTabLogin = listener;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current tokens (or null when logged out), re-rendering on login, refresh and logout. */
export function useSessionTokens(): SessionTokens | null {
  return useSyncExternalStore(session.subscribe, session.getTokens, session.getTokens);
}
