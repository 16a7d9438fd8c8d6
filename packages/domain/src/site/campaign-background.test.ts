import { describe, expect, it } from "vitest";
import { campaignBackgroundIn, upgradeStoredCampaign } from "./campaign-background.ts";

describe("campaignBackgroundIn", () => {
  it("shows the language's own background", () => {
    expect(campaignBackgroundIn({ ja: "/ja.png", en: "/en.png" }, "en", "ja")).toBe("/en.png");
  });

  it("falls back to the default language's background, then to none", () => {
    expect(campaignBackgroundIn({ ja: "/ja.png" }, "en", "ja")).toBe("/ja.png");
    expect(campaignBackgroundIn({ ja: "/ja.png", en: "" }, "en", "ja")).toBe("/ja.png");
    expect(campaignBackgroundIn({ ko: "/ko.png" }, "en", "ja")).toBe("");
  });
});

describe("upgradeStoredCampaign", () => {
  it("makes an older campaign's single background the default language's", () => {
    const stored = { names: { ja: "夏" }, backgroundUrl: "/bg.png", backgroundColor: "#FFFFFF" };
    expect(upgradeStoredCampaign(stored, "ja")).toEqual({
      names: { ja: "夏" },
      backgrounds: { ja: "/bg.png" },
      backgroundColor: "#FFFFFF",
    });
  });

  it("reads an older campaign without a background as having none", () => {
    expect(upgradeStoredCampaign({ names: {}, backgroundUrl: "" }, "en")).toEqual({
      names: {},
      backgrounds: {},
    });
  });

  it("leaves a campaign already stored per language as it is", () => {
    const stored = { names: {}, backgrounds: { en: "/en.png" } };
    expect(upgradeStoredCampaign(stored, "ja")).toBe(stored);
  });
});
