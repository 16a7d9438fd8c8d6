import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email.ts";

describe("isValidEmail", () => {
  it.each(["user@example.com", "first.last+tag@sub.example.co.jp", "a_b-c@x-y.io"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "plain",
    "@example.com",
    "user@",
    "user@localhost",
    "user..name@example.com",
    "user@example..com",
    ".user@example.com",
    "user.@example.com",
    "us er@example.com",
    "user@-example.com",
    "user@example.c",
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
