import type { SiteDocument } from "@mekuri/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { stubFetch } from "@/testing/api-fetch";
import { newSite } from "../testing/fixtures";
import { renderSiteForm } from "../testing/render-site-form";
import { BrandingSettings } from "./branding-settings";

/** The branding card over a site with `branding`; `latest` reads the branding after every change. */
function renderBranding(branding: SiteDocument["settings"]["branding"]) {
  const site = newSite();
  const view = renderSiteForm({ ...site, settings: { ...site.settings, branding } }, <BrandingSettings />);
  return { latest: () => view.latest().settings.branding };
}

const empty = { logoUrl: null, mainColor: null, textColor: null };

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
  stubFetch({});
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the branding of the site's pages", () => {
  it("shows the global menu colour in place of an empty main colour", () => {
    renderBranding(empty);
    const main = screen.getByRole("textbox", { name: "Main color" });
    expect(main).toHaveProperty("value", "");
    expect(main.getAttribute("placeholder")).toBe("#111827");
  });

  it("saves a typed main colour and says when buttons will take black text", async () => {
    const { latest } = renderBranding(empty);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Main color" }), "#FAB005");
    expect(latest().mainColor).toBe("#FAB005");
    expect(
      screen.getByText("White text is hard to read on this color, so buttons will use black text."),
    ).toBeTruthy();
  });

  it("warns about a text colour the white card cannot show and clears a colour back to the default", async () => {
    const { latest } = renderBranding({ ...empty, textColor: "#DDDDDD" });
    expect(
      screen.getByText("This color is hard to read on the white card, so the pages will use dark gray text."),
    ).toBeTruthy();
    await userEvent.setup().clear(screen.getByRole("textbox", { name: "Text color" }));
    expect(latest().textColor).toBeNull();
  });
});
