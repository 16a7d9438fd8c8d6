import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { siteId } from "../testing/fixtures";
import { RankingsCard } from "./rankings-card";

const filters = { from: "2026-11-01", to: "2026-11-26" };

beforeEach(() => {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the rankings", () => {
  it("say in the UI language that a site under 10 pages has none, with the site's page count", async () => {
    await i18n.changeLanguage("ko");
    const { requests } = stubFetch({
      [`GET /api/v1/analysis/site/${siteId}/ranking`]: () =>
        json(400, {
          message: "ランキング分析には 10 ページ以上のサイトが必要です。",
          code: "VALIDATION_ERROR",
        }),
    });
    renderAt(<RankingsCard siteId={siteId} filters={filters} pageCount={9} />);
    expect(await screen.findByText("순위 분석에는 10페이지 이상의 사이트가 필요합니다.")).toBeTruthy();
    expect(screen.getByText("이 사이트는 현재 9페이지입니다.")).toBeTruthy();
    // Refused for a reason that does not pass: asked once, no retries.
    expect(requests).toHaveLength(1);
  });

  it("rank conversions first, with each entry's kind and page", async () => {
    await i18n.changeLanguage("ja");
    const entry = {
      id: "b1",
      kind: "cta",
      label: "今すぐ購入",
      page_id: "p1",
      position: "A2",
      clicks: 40,
      conversions: 12,
    };
    stubFetch({
      [`GET /api/v1/analysis/site/${siteId}/ranking`]: () =>
        json(200, { period: filters, conversions: [entry], ctas: [entry], popups: [] }),
    });
    renderAt(<RankingsCard siteId={siteId} filters={filters} pageCount={12} />);
    const row = (await screen.findByText("今すぐ購入")).closest("tr")!;
    expect(row.textContent).toBe("1今すぐ購入CTAボタンA24012");
    expect(screen.getByRole("tab", { name: "CVランキング" }).getAttribute("aria-selected")).toBe("true");
  });
});
