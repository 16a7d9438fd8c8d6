import { describe, expect, it } from "vitest";
import { translatorOf } from "../lib/translate.ts";
import { pageCatalogueFor } from "./page-messages.ts";
import { newPasswordErrors } from "./validation.ts";

const t = translatorOf(pageCatalogueFor("en"));

describe("a member's new password pair", () => {
  it("has no errors when the password follows the rules and is typed twice alike", () => {
    expect(newPasswordErrors({ password: "Renewed#2026", confirm: "Renewed#2026" }, t)).toEqual({});
  });

  it("puts each problem under the id of its input", () => {
    const errors = newPasswordErrors({ password: "Renewed#2026", confirm: "Renewed#2027" }, t);
    expect(Object.keys(errors)).toEqual(["confirmPassword"]);
    expect(errors.confirmPassword).toBe(t("passwordMismatch"));
  });

  it("asks for both when both are empty", () => {
    const errors = newPasswordErrors({ password: "", confirm: "" }, t);
    expect(errors).toEqual({ password: t("required"), confirmPassword: t("required") });
  });
});
