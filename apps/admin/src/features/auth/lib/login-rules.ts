// Before the shared schema is built: the login page loads the schema library here first.
import "@/lib/zod-config";
import { type LoginBody, loginBody } from "@mekuri/domain";

export type LoginField = keyof LoginBody;
export type LoginFieldErrors = Partial<Record<LoginField, string>>;
export type LoginCheck = { ok: true; body: LoginBody } | { ok: false; errors: LoginFieldErrors };

/**
 * The shared login schema on the form's two fields: the body to send, or the first message
 * reference of each refused field (`validation.required`), as the server would answer.
 */
export function checkLogin(values: LoginBody): LoginCheck {
  const parsed = loginBody.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
