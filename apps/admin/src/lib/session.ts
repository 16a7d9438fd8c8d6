import { type TokenPair, type UserInfo, userInfo } from "@mekuri/domain";
import { useSyncExternalStore } from "react";

/**
 * The login session, kept in localStorage so it survives reloads and is shared by tabs.
 *  - "mekuri.session": { accessToken, refreshToken, expiresAt (epoch ms), mustChangePassword }
 *  - "mekuri.user": the last user-info answer (admin.md §4: refetched and stored on a 403)
 */
export const sessionStorageKey = "mekuri.session";
export const userStorageKey = "mekuri.user";

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
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

function parseTokens(value: unknown): SessionTokens | null {
  if (!value || typeof value !== "object") return null;
  const candidate = value as Partial<SessionTokens>;
  if (typeof candidate.accessToken !== "string" || typeof candidate.refreshToken !== "string") return null;
  return {
    accessToken: candidate.accessToken,
    refreshToken: candidate.refreshToken,
    expiresAt: typeof candidate.expiresAt === "number" ? candidate.expiresAt : 0,
    mustChangePassword: candidate.mustChangePassword === true,
  };
}

let tokens: SessionTokens | null = null;
let user: UserInfo | null = null;
const listeners = new Set<() => void>();

function load(): void {
  tokens = parseTokens(read(sessionStorageKey));
  const parsed = userInfo.safeParse(read(userStorageKey));
  user = tokens && parsed.success ? parsed.data : null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

load();
if (typeof window !== "undefined") {
  // Another tab logged in, refreshed the tokens or logged out.
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === sessionStorageKey || event.key === userStorageKey) {
      load();
      emit();
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
  setTokens(pair: TokenPair, now: number = Date.now()): void {
    tokens = {
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      expiresAt: now + pair.expiresIn * 1000,
      mustChangePassword: pair.mustChangePassword,
    };
    write(sessionStorageKey, tokens);
    emit();
  },
  setUser(next: UserInfo): void {
    user = next;
    write(userStorageKey, next);
    if (tokens && tokens.mustChangePassword !== next.mustChangePassword) {
      tokens = { ...tokens, mustChangePassword: next.mustChangePassword };
      write(sessionStorageKey, tokens);
    }
    emit();
  },
  clear(): void {
    tokens = null;
    user = null;
    write(sessionStorageKey, null);
    write(userStorageKey, null);
    emit();
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
