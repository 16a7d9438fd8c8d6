import { describe, expect, it } from "vitest";
import { checkLogin } from "./login-rules";

describe("the login form's rules", () => {
  it("hands back the body when both fields pass the shared schema", () => {
    expect(checkLogin({ email: "hanako@example.jp", password: "One-time1" })).toEqual({
      ok: true,
      body: { email: "hanako@example.jp", password: "One-time1" },
    });
  });

  it("names the first refused rule of each field as a message reference", () => {
    expect(checkLogin({ email: "", password: "" })).toEqual({
      ok: false,
      errors: { email: "validation.required", password: "validation.required" },
    });
    expect(checkLogin({ email: "a..b@example.com", password: "x" })).toEqual({
      ok: false,
      errors: { email: "validation.email" },
    });
  });
});
