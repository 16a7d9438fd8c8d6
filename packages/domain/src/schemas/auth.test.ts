import { describe, expect, it } from "vitest";
import { changePasswordBody, loginBody, resetPasswordBody } from "./auth.ts";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("auth schemas", () => {
  it("requires an e-mail and a password to log in", () => {
    expect(messages(loginBody.safeParse({ email: "", password: "" }))).toEqual([
      "validation.required",
      "validation.required",
    ]);
  });

  it("refuses a double-dotted e-mail", () => {
    expect(messages(loginBody.safeParse({ email: "a..b@example.com", password: "x" }))).toEqual([
      "validation.email",
    ]);
  });

  it("reports a mismatched confirmation on the confirmation field", () => {
    const result = resetPasswordBody.safeParse({
      token: "t",
      password: "Abcdef1@",
      confirmPassword: "Abcdef1#",
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPassword"], message: "validation.passwordMismatch" }),
    ]);
  });

  it("reports both the length and the strength of a weak new password", () => {
    const result = changePasswordBody.safeParse({
      currentPassword: "old",
      password: "abc",
      confirmPassword: "abc",
    });
    expect(messages(result)).toEqual([
      "validation.passwordLength?min=8&max=20",
      "validation.passwordStrength",
    ]);
  });

  it("refuses a new password equal to the current one", () => {
    const result = changePasswordBody.safeParse({
      currentPassword: "Abcdef1@",
      password: "Abcdef1@",
      confirmPassword: "Abcdef1@",
    });
    expect(messages(result)).toEqual(["validation.passwordSameAsOld"]);
  });
});
