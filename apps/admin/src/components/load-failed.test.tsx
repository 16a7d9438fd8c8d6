import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import { LoadFailed } from "./load-failed";

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

const apiError = (status: number) => new ApiError({ status, code: "X", message: "server text" });

describe("a screen whose data could not be loaded", () => {
  it("says the thing is not found for a 404, with no retry that could not help", () => {
    renderAt(<LoadFailed error={apiError(404)} onRetry={() => {}} />);
    expect(screen.getByText("Page not found")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    expect(screen.queryByText(/account information/)).toBeNull();
  });

  it("says access is not allowed for a 403", () => {
    renderAt(<LoadFailed error={apiError(403)} onRetry={() => {}} />);
    expect(screen.getByText("Access forbidden")).toBeTruthy();
  });

  it("names the screen's data, not the account's information, for other failures, and offers a retry", () => {
    renderAt(<LoadFailed error={apiError(500)} onRetry={() => {}} />);
    expect(screen.getByText("This page's data could not be loaded. Please try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /retry|try again/i })).toBeTruthy();
  });

  it("keeps the account wording for the shell's own user information", () => {
    renderAt(<LoadFailed subject="account" onRetry={() => {}} />);
    expect(screen.getByText("Your account information could not be loaded.")).toBeTruthy();
  });
});
