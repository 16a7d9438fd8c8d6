import { passwordMaxLength, passwordMinLength, passwordSpecials } from "@mekuri/domain";

/** The password rules of admin.md §5, one by one, for the checklist beside the field. */
export const passwordRules = ["length", "lowercase", "uppercase", "digit", "special", "allowed"] as const;
export type PasswordRule = (typeof passwordRules)[number];

const isLetterOrDigit = (char: string) => /^[A-Za-z0-9]$/.test(char);
const isSpecial = (char: string) => passwordSpecials.includes(char);

export function checkPasswordRules(value: string): Record<PasswordRule, boolean> {
  const chars = [...value];
  return {
    length: chars.length >= passwordMinLength && chars.length <= passwordMaxLength,
    lowercase: /[a-z]/.test(value),
    uppercase: /[A-Z]/.test(value),
    digit: /[0-9]/.test(value),
    special: chars.some(isSpecial),
    // An empty field has no wrong characters yet, but is not "fine" either.
    allowed: chars.length > 0 && chars.every((char) => isLetterOrDigit(char) || isSpecial(char)),
  };
}
