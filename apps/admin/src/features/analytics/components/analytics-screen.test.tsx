import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { siteDocument } from "@/testing/site-document";
import { analyst, lpSummary, siteId, siteListAnswer } from "../testing/fixtures";
import { AnalyticsScreen } from "./analytics-screen";

beforeEach(async () => {
  await i18n.changeLanguage("ja");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

function renderScreen(path: string) {
  return renderAt(
    <CurrentUserContext value={analyst}>
      <AnalyticsScreen />
    </CurrentUserContext>,
    path,
  );
}

const site = siteDocument({ id: siteId, status: "DRAFT", languages: ["ja", "en"] });

describe("the analytics screen", () => {
  it("shows the plan lock instead of figures when the site owner's plan has no swipe analytics", async () => {
    stubFetch({
      "GET /api/v1/site": () => json(200, siteListAnswer),
      [`GET /api/v1/site/${siteId}`]: () => json(200, site),
      [`GET /api/v1/analysis/site/${siteId}/lp`]: () =>
        json(403, { message: "ご契約のプランではこの機能を利用できません。", code: "PLAN_LIMIT" }),
    });
    renderScreen(`/adminuser/analytics?siteId=${siteId}`);
    expect(await screen.findByText("ご契約のプランでは利用できません")).toBeTruthy();
    expect(screen.getByText(/スワイプ分析（ページごとの到達・離脱・滞在時間/)).toBeTruthy();
    expect(screen.queryByTestId("figure-sessions")).toBeNull();
    expect(screen.queryByRole("button", { name: "PDFレポート" })).toBeNull();
  });

  it("explains an empty period of an unpublished site, beside the previous period's figures", async () => {
    stubFetch({
      "GET /api/v1/site": () => json(200, siteListAnswer),
      [`GET /api/v1/site/${siteId}`]: () => json(200, site),
      [`GET /api/v1/analysis/site/${siteId}/lp`]: () => json(200, lpSummary(0, 40)),
    });
    renderScreen(`/adminuser/analytics?siteId=${siteId}`);
    expect(await screen.findByText("この期間の訪問はまだありません")).toBeTruthy();
    expect(screen.getByText(/このサイトはまだ公開されていません/)).toBeTruthy();
    expect(screen.getByTestId("figure-sessions").textContent).toBe("0");
    expect(screen.getByText("前期間 40")).toBeTruthy();
    expect(screen.getByText("比較：2026-09-28 〜 2026-10-27")).toBeTruthy();
  });

  it("opens the first site of the operator's list, and sends the period, language and device of the address", async () => {
    const { requests } = stubFetch({
      "GET /api/v1/site": () => json(200, siteListAnswer),
      [`GET /api/v1/site/${siteId}`]: () => json(200, site),
      [`GET /api/v1/analysis/site/${siteId}/lp`]: () => json(200, lpSummary(0, 0)),
    });
    const { router } = renderScreen(
      "/adminuser/analytics?from=2026-11-01&to=2026-11-07&lang=en&device=phone",
    );
    await waitFor(() => expect(router.state.location.search).toContain(`siteId=${siteId}`));
    await screen.findByText("この期間の訪問はまだありません");
    const lp = requests.find((request) => request.url.includes("/lp"))!;
    expect(new URL(lp.url, "http://localhost").search).toBe(
      "?from=2026-11-01&to=2026-11-07&lang=en&device=phone",
    );
    expect(screen.getAllByText("前期間のデータなし")).toHaveLength(6);
  });

  it("says there is no site yet and leads to the site list", async () => {
    stubFetch({ "GET /api/v1/site": () => json(200, { items: [], total: 0 }) });
    renderScreen("/adminuser/analytics");
    const link = await screen.findByRole("link", { name: "サイト一覧へ" });
    expect(screen.getByText("まだサイトがありません")).toBeTruthy();
    expect(link.getAttribute("href")).toBe("/adminuser/site-list");
  });

  it("shows the plan lock instead of 'no site yet' when nothing the operator reaches has swipe analytics", async () => {
    stubFetch({
      "GET /api/v1/site": () => json(200, { items: [], total: 0 }),
      "GET /api/v1/analysis/access": () => json(200, { locked: true }),
    });
    renderScreen("/adminuser/analytics");
    const lock = await screen.findByTestId("analytics-lock");
    expect(lock.textContent).toContain("ご契約のプランでは利用できません");
    expect(screen.queryByText("まだサイトがありません")).toBeNull();
  });
});
