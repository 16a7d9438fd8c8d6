import { useRef, useState } from "react";
import { usePage } from "./page-context.tsx";
import { errorText, focusFirstInvalid, serverFieldErrors } from "./submission.ts";
import type { Errors } from "./validation.ts";

/**
 * A page form's field errors, its alert and its busy state. `check` shows what the page found wrong
 * (alert plus focus on the first invalid control) and, when nothing is, marks the form as sending.
 */
export function useFormFeedback() {
  const { t } = usePage();
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = () => requestAnimationFrame(() => focusFirstInvalid(form.current));

  const check = (found: Errors): boolean => {
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(t("checkFields"));
      focusInvalid();
      return false;
    }
    setBusy(true);
    setAlert(null);
    return true;
  };

  /** The server's refusal: its field messages beside the fields, its message in the alert. */
  const refuse = (error: unknown) => {
    setErrors(serverFieldErrors(error));
    setAlert(errorText(error, t));
  };

  return { errors, alert, busy, setBusy, form, check, refuse, focusInvalid };
}
