/** admin.md §5 / viewer.md §5 Password. The specials are the spec's list, nothing more. */
export const passwordMinLength = 8;
export const passwordMaxLength = 20;
/** A password being checked, not chosen: longer than any rule allows, so never a real one. */
export const currentPasswordMaxLength = 200;
export const passwordSpecials = "@#$%^&*()_+|{}<>:;[]-=,.?";

const special = /[@#$%^&*()_+|{}<>:;[\]\-=,.?]/;
const allowed = /^[A-Za-z0-9@#$%^&*()_+|{}<>:;[\]\-=,.?]*$/;

export type PasswordProblem = "length" | "strength";

export function passwordProblems(value: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (value.length < passwordMinLength || value.length > passwordMaxLength) problems.push("length");
  const strong =
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    special.test(value) &&
    allowed.test(value);
  if (!strong) problems.push("strength");
  return problems;
}
