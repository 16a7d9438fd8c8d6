import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { shopAnalyst as user } from "@/testing/operators";
import { renderAt } from "@/testing/render";
import { CurrentUserContext } from "./current-user";
import { Navbar } from "./navbar";

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the navigation", () => {
  it("shows an item's mark inside that item's link only", async () => {
    renderAt(
      <CurrentUserContext value={user}>
        <Navbar opened onClose={() => {}} marks={{ analytics: <span role="img" aria-label="Locked" /> }} />
      </CurrentUserContext>,
      "/adminuser/site-list",
    );
    const analytics = await screen.findByRole("link", { name: /Locked/ });
    expect(analytics.getAttribute("href")).toBe("/adminuser/analytics");
    const siteList = screen.getByRole("link", { current: "page" });
    expect(siteList.getAttribute("href")).toBe("/adminuser/site-list");
    expect(siteList.textContent).not.toContain("Locked");
  });
});
