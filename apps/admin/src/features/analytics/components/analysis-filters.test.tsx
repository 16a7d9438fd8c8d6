import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { siteListAnswer } from "../testing/fixtures";
import { AnalysisFilters } from "./analysis-filters";

// 2026-11-26 10:00 JST.
const now = new Date("2026-11-26T01:00:00Z");

beforeEach(() => {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
  stubFetch({ "GET /api/v1/site": () => json(200, siteListAnswer) });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

function renderFilters(onPeriod = vi.fn()) {
  renderAt(
    <AnalysisFilters
      now={now}
      siteId={undefined}
      siteName={undefined}
      languages={["ja", "en"]}
      period={{ from: "2026-10-28", to: "2026-11-26" }}
      lang={undefined}
      device={undefined}
      onSite={vi.fn()}
      onPeriod={onPeriod}
      onLang={vi.fn()}
      onDevice={vi.fn()}
    />,
  );
  return onPeriod;
}

describe("the analytics filters", () => {
  it("turns a preset into its JST days", async () => {
    await i18n.changeLanguage("ja");
    const onPeriod = renderFilters();
    expect(screen.getByRole("combobox", { name: "期間" })).toHaveProperty("value", "過去30日間");
    await userEvent.click(screen.getByRole("combobox", { name: "期間" }));
    await userEvent.click(await screen.findByRole("option", { name: "先月", hidden: true }));
    expect(onPeriod).toHaveBeenCalledWith({ from: "2026-10-01", to: "2026-10-31" });
  });

  it("shows what is wrong with a custom period next to its field and keeps the last valid one", async () => {
    await i18n.changeLanguage("en");
    const onPeriod = renderFilters();
    await userEvent.click(screen.getByRole("combobox", { name: "Period" }));
    await userEvent.click(await screen.findByRole("option", { name: "Custom range", hidden: true }));
    const to = screen.getByLabelText("End date");
    fireEvent.change(to, { target: { value: "2026-10-20" } });
    expect(await screen.findByText("The end of the period must not be before its start.")).toBeTruthy();
    expect(to.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(screen.getByLabelText("Start date"), { target: { value: "2025-09-01" } });
    expect(await screen.findByText("The period can be at most 13 months long.")).toBeTruthy();
    expect(onPeriod).not.toHaveBeenCalled();
    fireEvent.change(to, { target: { value: "2026-09-30" } });
    expect(onPeriod).toHaveBeenCalledWith({ from: "2025-09-01", to: "2026-09-30" });
    expect(screen.queryByText("The period can be at most 13 months long.")).toBeNull();
  });
});
