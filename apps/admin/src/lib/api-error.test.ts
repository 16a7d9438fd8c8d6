import { describe, expect, it } from "vitest";
import { errorCodeOf, extractErrorMessage, fieldIssuesOf, parseRetryAfter } from "./api-error";

describe("the message shown for a failed request", () => {
  const fallback = "Error 500: Internal Server Error";

  it("is the server's message when it is a string", () => {
    expect(
      extractErrorMessage({ message: "The login ID or password is incorrect.", code: "X" }, fallback),
    ).toBe("The login ID or password is incorrect.");
  });

  it("is the first entry when the message is an array", () => {
    expect(extractErrorMessage({ message: ["First problem.", "Second problem."] }, fallback)).toBe(
      "First problem.",
    );
  });

  it("falls back to 'Error {status}: {statusText}' without a usable message", () => {
    expect(extractErrorMessage(undefined, fallback)).toBe(fallback);
    expect(extractErrorMessage("<html>Bad gateway</html>", fallback)).toBe(fallback);
    expect(extractErrorMessage({ message: "" }, fallback)).toBe(fallback);
    expect(extractErrorMessage({ message: [] }, fallback)).toBe(fallback);
    expect(extractErrorMessage({ message: 42 }, fallback)).toBe(fallback);
  });
});

describe("error details", () => {
  it("reads the code, or makes one from the status", () => {
    expect(errorCodeOf({ code: "FORBIDDEN" }, 403)).toBe("FORBIDDEN");
    expect(errorCodeOf(undefined, 502)).toBe("HTTP_502");
  });

  it("turns snake_case field paths into the form's camelCase names", () => {
    expect(
      fieldIssuesOf({
        fields: [
          { path: "confirm_password", message: "Passwords do not match. Please try again." },
          { path: "account.company_name", message: "x" },
          { path: 3, message: "ignored" },
        ],
      }),
    ).toEqual([
      { path: "confirmPassword", message: "Passwords do not match. Please try again." },
      { path: "account.companyName", message: "x" },
    ]);
    expect(fieldIssuesOf({ message: "no fields" })).toEqual([]);
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("30")).toBe(30);
    expect(parseRetryAfter(null)).toBeUndefined();
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:01:00 GMT", now)).toBe(60);
    expect(parseRetryAfter("soon")).toBeUndefined();
  });
});
