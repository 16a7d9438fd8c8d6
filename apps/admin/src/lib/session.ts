import { type TokenPair, type UserInfo, userInfo } from "@mekuri/domain";
import { useSyncExternalStore } from "react";

/**
 * The login session (decision 032). The short-lived access token lives only in this page's memory;
 * the refresh token lives in an HttpOnly cookie that no script can read, so a reload or a new tab
 * gets a fresh access token from the server. localStorage keeps only the last user-info answer
 * (admin.md §4: refetched and stored on a 403), which also tells a reloaded page that a session
 * may be there to restore and lets tabs follow each other's login and logout.
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

let tokens: SessionTokens | null = null;
let user: UserInfo | null = null;
const listeners = new Set<() => void>();
/** Told when another tab logged in while this one has no session, so it can restore one. */
let onOtherTabLogin: (() => void) | undefined;

function loadUser(): void {
  const parsed = userInfo.safeParse(read(userStorageKey));
  user = parsed.success ? parsed.data : null;
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
    if (!user) {
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
  getUser(): UserInfo | null {
    return user;
  },
  /** A user was logged in when this browser last knew: a refresh cookie may restore the session. */
  mayRestore(): boolean {
    return user !== null;
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
    write(userStorageKey, next);
    if (tokens && tokens.mustChangePassword !== next.mustChangePassword) {
      tokens = { ...tokens, mustChangePassword: next.mustChangePassword };
    }
    emit();
  },
  clear(): void {
    tokens = null;
    user = null;
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
