import type { UserInfo } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { analyst } from "../testing/fixtures";
import { AnalyticsMenuLock } from "./analytics-menu-lock";

beforeEach(async () => {
  await i18n.changeLanguage("ja");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

function renderLock(user: UserInfo = analyst) {
  return renderAt(
    <CurrentUserContext value={user}>
      <AnalyticsMenuLock />
    </CurrentUserContext>,
  );
}

describe("the plan lock on the navigation's analytics item", () => {
  it("shows a named lock when the server says nothing the operator reaches has swipe analytics", async () => {
    stubFetch({ "GET /api/v1/analysis/access": () => json(200, { locked: true }) });
    renderLock();
    expect(await screen.findByRole("img", { name: "ご契約のプランに含まれていません" })).toBeTruthy();
  });

  it("shows nothing when the server says analytics opens something", async () => {
    const { requests } = stubFetch({ "GET /api/v1/analysis/access": () => json(200, { locked: false }) });
    renderLock();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByTestId("analytics-menu-lock")).toBeNull();
  });

  it("asks nothing for an operator without the analytics permission", async () => {
    const { requests } = stubFetch({});
    renderLock({ ...analyst, permissions: ["sites:view"] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    expect(screen.queryByTestId("analytics-menu-lock")).toBeNull();
  });
});
