import { passwordProblems } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { checkPasswordRules, passwordRules } from "./password-rules";

describe("password checklist", () => {
  it("ticks each rule separately", () => {
    expect(checkPasswordRules("abc")).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
      special: false,
      allowed: true,
    });
    expect(checkPasswordRules("Abcdefg1@")).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
      allowed: true,
    });
  });

  it("flags spaces and symbols outside the allowed list", () => {
    expect(checkPasswordRules("Abcdef 1@").allowed).toBe(false);
    expect(checkPasswordRules("Abcdefg1!").allowed).toBe(false);
    expect(checkPasswordRules("Abcdefg1!").special).toBe(false);
  });

  it("leaves an empty field unticked", () => {
    expect(Object.values(checkPasswordRules("")).some(Boolean)).toBe(false);
  });

  it.each([
    "Abcdefg1@",
    "abcdefg1@",
    "ABCDEFG1@",
    "Abcdefgh@",
    "Abcdefgh1",
    "Ab1@",
    "Abcdefghijklmnopqrs1@",
    "Abcdefg1 @",
    "Abcdefg1!",
    "パスワードAb1@xyz",
    "Aa1@Aa1@Aa1@Aa1@Aa1@",
  ])("agrees with the shared rules for %s", (value) => {
    const allMet = passwordRules.every((rule) => checkPasswordRules(value)[rule]);
    expect(allMet).toBe(passwordProblems(value).length === 0);
  });
});
