import type { SiteDocument } from "@mekuri/domain";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { newSite } from "../testing/fixtures";
import { renderSiteForm } from "../testing/render-site-form";
import { GlobalMenuSettings } from "./global-menu-settings";

/** The global menu panel; `latest` reads the menu items after every change. */
function renderMenu(site: SiteDocument) {
  const view = renderSiteForm(site, <GlobalMenuSettings />);
  return { latest: () => view.latest().categories };
}

// A whole settings panel of Mantine inputs; on a busy machine that takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("a global menu item's text colour", () => {
  it("stores a colour for one item and leaves the others to the menu's colour", () => {
    const { latest } = renderMenu(newSite());
    const field = screen.getByRole("textbox", { name: "Column B text color" });
    expect(field).toHaveProperty("placeholder", "#FFFFFF");

    fireEvent.change(field, { target: { value: "#E8590C" } });

    expect(latest().map((category) => category.textColor)).toEqual([null, "#E8590C"]);
  });

  it("goes back to the menu's colour when the field is emptied", () => {
    const site = newSite();
    const { latest } = renderMenu({
      ...site,
      categories: site.categories.map((category) => ({ ...category, textColor: "#E8590C" })),
    });
    const field = screen.getByRole("textbox", { name: "Column A text color" });
    expect(field).toHaveProperty("value", "#E8590C");

    fireEvent.change(field, { target: { value: "" } });

    expect(latest().map((category) => category.textColor)).toEqual([null, "#E8590C"]);
  });
});
