import type { BuilderPopupCta } from "@mekuri/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { defaultPopup } from "../lib/defaults";
import { newSite, siteId } from "../testing/fixtures";
import { renderSiteForm } from "../testing/render-site-form";
import { PopupCtaSettings } from "./popup-cta-settings";

/** The popup panel with a time-limited popup; `latest` reads the popups after every change. */
function renderPopups(timeLimit: BuilderPopupCta) {
  const view = renderSiteForm(
    newSite({ popupCtas: { timeLimit, applicantLimit: null } }),
    <PopupCtaSettings />,
  );
  return { ...view, latest: () => view.latest().popupCtas };
}

const surveys = [
  { id: "7d4a9c1e-2b3f-4e5a-8c6d-9e0f1a2b3c4d", title: "Customer satisfaction" },
  { id: "1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6", title: "Product feedback" },
];

// Mantine's autosizing textarea listens for web fonts loading; happy-dom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// The settings render a whole form of Mantine inputs; on a busy machine that takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("a popup CTA that leads to a survey", () => {
  it("lists the site's surveys by title and stores the chosen one's id", async () => {
    stubFetch({ [`GET /api/v1/site/${siteId}/survey`]: () => json(200, { items: surveys }) });
    const { latest } = renderPopups({ ...defaultPopup(3), transitionType: "SURVEY" });
    const user = userEvent.setup();

    await user.click(screen.getByRole("combobox", { name: "Survey" }));
    await screen.findByRole("option", { name: "Product feedback", hidden: true });
    await user.click(screen.getByRole("option", { name: "Customer satisfaction", hidden: true }));

    expect(latest().timeLimit?.surveyId).toBe(surveys[0]?.id);
  });

  it("says so when the chosen survey has since been deleted", async () => {
    stubFetch({ [`GET /api/v1/site/${siteId}/survey`]: () => json(200, { items: surveys.slice(1) }) });
    renderPopups({ ...defaultPopup(3), transitionType: "SURVEY", surveyId: surveys[0]?.id ?? null });

    expect(await screen.findByText("The chosen survey has been deleted. Choose another one")).toBeDefined();
  });
});
