import { describe, expect, it } from "vitest";
import {
  campaignItemsByPanel,
  campaignPanelSlots,
  campaignVisible,
  isCampaignActive,
  isCampaignOnPage,
  showCampaignPanels,
} from "./campaign.ts";

const now = new Date("2026-05-01T12:00:00Z");

describe("isCampaignActive", () => {
  it.each([
    ["no start date", { endDate: "2026-06-01T00:00:00Z" }, false],
    ["an unreadable start date", { startDate: "someday" }, false],
    ["a start date in the future", { startDate: "2026-05-01T12:00:01Z" }, false],
    ["a start date exactly now and no end", { startDate: now }, true],
    ["an end date exactly now", { startDate: "2026-04-01T00:00:00Z", endDate: now }, true],
    [
      "an end date in the past",
      { startDate: "2026-04-01T00:00:00Z", endDate: "2026-05-01T11:59:59Z" },
      false,
    ],
    ["an unreadable end date", { startDate: "2026-04-01T00:00:00Z", endDate: "later" }, false],
  ])("with %s → %s", (_, campaign, expected) => {
    expect(isCampaignActive(campaign, now)).toBe(expected);
  });
});

describe("showCampaignPanels", () => {
  it.each([
    ["the mobile swipe viewer", { pcView: false }, true],
    ["the login page", { pcView: false, page: "login" }, true],
    ["the PC view", { pcView: true }, false],
    ["the contact page", { pcView: false, page: "contact" }, false],
    ["the forms page", { pcView: false, page: "forms" }, false],
    ["the register page", { pcView: false, page: "register" }, false],
    ["the register success page", { pcView: false, page: "register-success" }, false],
  ])("on %s → %s", (_, view, expected) => {
    expect(showCampaignPanels(view)).toBe(expected);
  });
});

describe("isCampaignOnPage", () => {
  it("shows on listed page orders only", () => {
    expect(isCampaignOnPage({ effectivePages: [1, 3] }, 3)).toBe(true);
    expect(isCampaignOnPage({ effectivePages: [1, 3] }, 2)).toBe(false);
    expect(isCampaignOnPage({ effectivePages: [] }, 1)).toBe(false);
  });

  it("shows on every page when the campaign has no page list", () => {
    expect(isCampaignOnPage({ effectivePages: null }, 7)).toBe(true);
    expect(isCampaignOnPage({}, 7)).toBe(true);
  });
});

describe("campaign panel layout", () => {
  it.each([
    ["center", ["left", "right"]],
    ["left", ["right"]],
    ["other", ["left", "middle", "right"]],
    [undefined, ["left", "middle", "right"]],
  ])("positionLp %s gives panels %j", (positionLp, slots) => {
    expect(campaignPanelSlots(positionLp)).toEqual(slots);
  });

  const items = [
    { id: "a", position: "left" },
    { id: "b", position: "right" },
    { id: "c", position: null },
  ];

  it("puts items in the left or right panel by their position", () => {
    const panels = campaignItemsByPanel(items, "center");
    expect(panels.left.map((i) => i.id)).toEqual(["a", "c"]);
    expect(panels.right.map((i) => i.id)).toEqual(["b"]);
    expect(panels.middle).toEqual([]);
  });

  it("puts every item in the single panel when the page sits on the left", () => {
    expect(campaignItemsByPanel(items, "left").right.map((i) => i.id)).toEqual(["a", "b", "c"]);
  });
});

describe("campaignVisible", () => {
  const campaign = { startDate: "2026-04-01T00:00:00Z", effectivePages: [2] };

  it("shows an active campaign on its page in the mobile view", () => {
    expect(campaignVisible(campaign, { now, pageOrder: 2, pcView: false })).toBe(true);
  });

  it.each([
    ["no campaign", null, { now, pageOrder: 2, pcView: false }],
    ["another page", campaign, { now, pageOrder: 1, pcView: false }],
    ["the PC view", campaign, { now, pageOrder: 2, pcView: true }],
    ["before the start", campaign, { now: new Date("2026-03-01T00:00:00Z"), pageOrder: 2, pcView: false }],
  ])("hides with %s", (_, c, view) => {
    expect(campaignVisible(c, view)).toBe(false);
  });
});
