import type { UserSiteData } from "@mekuri/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import { TrendCharts } from "./trend-charts";

const userSite: UserSiteData = {
  range: { startMonth: "2026-10", endMonth: "2026-11" },
  months: [
    {
      month: "2026-10",
      sitesCreated: 3,
      companiesIntroduced: 2,
      companiesContracted: 2,
      sites: 3,
      sitesPerCompany: 1.5,
    },
    {
      month: "2026-11",
      sitesCreated: 1,
      companiesIntroduced: 1,
      companiesContracted: 3,
      sites: 4,
      sitesPerCompany: 1.33,
    },
  ],
};

const chart = (name: string) => screen.getByRole("figure", { name });
const placeholder = (name: string) =>
  within(chart(name)).queryByRole("status", { name: "グラフを読み込んでいます…" });

beforeEach(async () => {
  await i18n.changeLanguage("ja");
});

describe("TrendCharts", () => {
  it("shows the three chart cards with a placeholder in each while their data is on the way", () => {
    renderAt(<TrendCharts userSite={undefined} adoption={undefined} revenue={undefined} />);
    for (const name of ["MRR/ARR 推移", "プラン別導入推移", "導入企業あたりのサイト作成数"]) {
      expect(placeholder(name)).not.toBeNull();
    }
  });

  it("replaces only the placeholder whose data and charting library have arrived", async () => {
    renderAt(<TrendCharts userSite={userSite} adoption={undefined} revenue={undefined} />);
    await waitFor(() => expect(placeholder("導入企業あたりのサイト作成数")).toBeNull(), { timeout: 10_000 });
    expect(
      chart("導入企業あたりのサイト作成数").querySelector(".recharts-responsive-container"),
    ).not.toBeNull();
    expect(placeholder("MRR/ARR 推移")).not.toBeNull();
    expect(placeholder("プラン別導入推移")).not.toBeNull();
  });
});
