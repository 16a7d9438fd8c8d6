import type { Locale, LoginBody } from "@mekuri/domain";
import { loadLocale } from "@/lib/i18n";
import type { LoginCheck } from "./login-rules";

export type CheckLogin = (values: LoginBody) => LoginCheck;

let rules: Promise<CheckLogin> | undefined;

/**
 * The login form's rules (the schema library and the shared schema) with the shared messages of the
 * language shown: not on the login page's first paint, fetched on first input, when the browser is
 * idle, or at the latest on submit (decision 145). A failed download is tried again on the next call.
 */
export function loadLoginRules(locale: Locale): Promise<CheckLogin> {
  rules ??= import("./login-rules").then(
    (module) => module.checkLogin,
    (error: unknown) => {
      rules = undefined;
      throw error;
    },
  );
  // From now on a language switch brings that language's messages too.
  return Promise.all([rules, loadLocale(locale, { messages: true })]).then(([check]) => check);
}

/** The same as a hint: a failure is left to the submit, which shows it. */
export function prefetchLoginRules(locale: Locale): void {
  loadLoginRules(locale).catch(() => undefined);
}
