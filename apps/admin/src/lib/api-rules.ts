/**
 * The client's request rules of admin.md §7 and §8, as pure decisions the API client acts on.
 */

export const loginRedirectDelayMs = 1000;
export const forbiddenRedirectDelayMs = 2000;

export const paths = {
  login: "/login",
  resetPass: "/reset-pass",
  newPassword: "/new-password",
  signUp: "/sign-up",
  signUpVerify: "/sign-up/verify",
  firstTimeChangePassword: "/first-time-change-password",
  logOut: "/log-out",
  forbidden: "/errors/403",
  ipBlocked: "/errors/403-ip",
  notFound: "/errors/404",
  gatewayTimeout: "/errors/504",
} as const;

/** Pages a failed refresh must not redirect away from (admin.md §8). */
const noLoginRedirectPaths: readonly string[] = [
  paths.login,
  paths.resetPass,
  paths.newPassword,
  paths.signUp,
  paths.signUpVerify,
];

export function shouldRedirectToLogin(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return !noLoginRedirectPaths.includes(path);
}

/** The access token as bearer, the HttpOnly refresh cookie (decision 032), or nothing. */
export type AuthMode = "access" | "refresh" | "none";

export type FailureAction =
  /** Refresh the tokens once, then send the same request again. */
  | { kind: "refresh-and-retry" }
  /** The session is over: clear it and go to login after 1 s (unless on a login page). */
  | { kind: "end-session" }
  /** Refetch and store user info, show the message, go to the forbidden page after 2 s. */
  | { kind: "forbidden" }
  | { kind: "redirect"; to: string }
  /** Nothing special: show the message (unless the caller shows it itself). */
  | { kind: "report" };

export interface FailureContext {
  status: number;
  code: string;
  method: string;
  auth: AuthMode;
  /** The request already went through a refresh. */
  retried: boolean;
}

export function decideFailure({ status, code, method, auth, retried }: FailureContext): FailureAction {
  if (code === "IP_BLOCKED") return { kind: "redirect", to: paths.ipBlocked };
  // Login, refresh and the password-reset calls answer 401/403 for their own reasons; the form shows them.
  if (auth !== "access") return { kind: "report" };
  if (status === 401) return retried ? { kind: "end-session" } : { kind: "refresh-and-retry" };
  if (status === 403) {
    if (code === "PASSWORD_CHANGE_REQUIRED") return { kind: "redirect", to: paths.firstTimeChangePassword };
    if (code === "ACCOUNT_SUSPENDED" || code === "ACCOUNT_TERMINATED") return { kind: "end-session" };
    // The plan refuses this action (a site too many, a locked setting): say so where the user is.
    if (code === "PLAN_LIMIT") return { kind: "report" };
    return { kind: "forbidden" };
  }
  // A page that could not load its data because the gateway gave up; a form keeps its input instead.
  if (status === 504 && method === "GET") return { kind: "redirect", to: paths.gatewayTimeout };
  return { kind: "report" };
}
