import { describe, expect, it } from "vitest";
import {
  builderCampaign,
  builderPopupCta,
  builderSiteSettings,
  createSiteBodyFor,
  siteCategory,
  siteDocumentFor,
  sitePage,
} from "./site-document.ts";

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("the plan's page limit", () => {
  it("refuses a new site whose grid is larger than the plan allows", () => {
    const schema = createSiteBodyFor({ maxPages: 12 });
    expect(schema.safeParse({ name: "A", numberHorizontal: 3, numberVertical: 4 }).success).toBe(true);
    expect(issuesOf(schema.safeParse({ name: "A", numberHorizontal: 4, numberVertical: 4 }))).toEqual([
      ["numberVertical", "sites.tooManyPages?max=12"],
    ]);
    expect(issuesOf(schema.safeParse({ name: "A", numberHorizontal: 0, numberVertical: 4 }))).toEqual([
      ["numberHorizontal", "sites.invalidGrid"],
    ]);
  });

  it("applies the same limit to a saved document", () => {
    const doc = {
      id: "s",
      accountId: "a",
      status: "DRAFT",
      name: "Site",
      numberHorizontal: 1,
      numberVertical: 13,
      viewMode: "MOBILE",
      defaultLanguage: "ja",
      languages: ["ja"],
      settings: {
        logo: null,
        faviconUrl: null,
        globalMenu: { textColor: "#fff", backgroundColor: "#000", fontSize: 14, width: null },
        speakerColor: "#fff",
        display: { languageIcon: true, globalMenu: true, pageCount: true, album: true },
        swipeRedirection: true,
        safeAreaColor: "#000",
        isEcLink: false,
        autoAttachUrlParam: true,
      },
      scripts: { contactScript: "", membershipScript: "", formScript: "" },
      customDomain: null,
      customPath: null,
      categories: [{ columnIndex: 0, names: { ja: "A" } }],
      pages: [],
      sns: [],
      texts: {},
      popupCtas: { timeLimit: null, applicantLimit: null },
      campaign: null,
      forms: {},
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(siteDocumentFor({ maxPages: 13 }).safeParse(doc).success).toBe(true);
    expect(issuesOf(siteDocumentFor({ maxPages: 12 }).safeParse(doc))).toEqual([
      ["numberVertical", "sites.tooManyPages?max=12"],
    ]);
  });
});

describe("a link that opens a survey", () => {
  const surveyId = "1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6";
  const campaignLink = {
    id: "6f1c3b0e-5a7d-4c2b-9e8f-0a1b2c3d4e5f",
    position: "left",
    zIndex: 1,
    x: 40,
    y: 32,
    width: 160,
    height: 60,
    parentWidth: 240,
    parentHeight: 480,
    linkType: "SURVEY",
    linkDestinationUrl: "",
  };
  const campaign = {
    names: {},
    backgrounds: {},
    backgroundColor: "#FFFFFF",
    backgroundOpacity: 100,
    startDate: null,
    endDate: null,
    effectivePages: [],
    isOnClickCount: true,
    positionLp: "center",
    banners: [],
    buttons: [],
    links: [campaignLink],
  };
  const popup = {
    text: "",
    image: null,
    media: null,
    startDate: null,
    endDate: null,
    limit: null,
    showRemainingTime: true,
    effectivePages: [],
    transitionType: "SURVEY",
    internalLinkType: null,
    linkUrl: "",
    linkButtonColor: "#E8590C",
    linkTextColor: "#FFFFFF",
    surveyId: null,
    style: {
      backgroundColor: "#FFFFFF",
      textColor: "#212529",
      textSize: 14,
      width: 300,
      height: 120,
      shape: "PILL",
      textAlignment: "TOP",
    },
  };

  it("refuses a campaign item without a chosen survey, on its destination, which holds the survey id", () => {
    expect(issuesOf(builderCampaign.safeParse(campaign))).toEqual([
      ["links.0.linkDestinationUrl", "sites.surveyRequired"],
    ]);
    const chosen = { ...campaign, links: [{ ...campaignLink, linkDestinationUrl: surveyId }] };
    expect(builderCampaign.safeParse(chosen).success).toBe(true);
  });

  it("refuses a popup CTA without a chosen survey, on its survey field", () => {
    expect(issuesOf(builderPopupCta.safeParse(popup))).toEqual([["surveyId", "sites.surveyRequired"]]);
    expect(builderPopupCta.safeParse({ ...popup, surveyId }).success).toBe(true);
  });

  it("asks for no survey when the link leads elsewhere", () => {
    const contact = { ...campaignLink, linkType: "CONTACT" };
    expect(builderCampaign.safeParse({ ...campaign, links: [contact] }).success).toBe(true);
    const internal = { ...popup, transitionType: "INTERNAL_URL", internalLinkType: "contact" };
    expect(builderPopupCta.safeParse(internal).success).toBe(true);
  });
});

describe("a page's background music", () => {
  const page = (backgroundMusicUrl: string | null) => ({
    columnIndex: 0,
    rowIndex: 0,
    media: null,
    thumbnail: null,
    membersOnlyLock: false,
    backgroundMusicUrl,
    chatbotScript: null,
    details: {},
    buttons: {},
    products: {},
    links: {},
  });

  it("takes a file stored on this server or in the object store", () => {
    for (const url of [null, "", "/media/sites/abc/song.mp3", "https://cdn.example.com/sites/abc/song.m4a"]) {
      expect(sitePage.safeParse(page(url)).success, String(url)).toBe(true);
    }
  });

  it("refuses other paths and schemes", () => {
    for (const url of [
      "/media/../secret.mp3",
      "/admin/song.mp3",
      "javascript:alert(1)",
      'https://cdn.example.com/a.mp3") ;background:url("https://tracker.example/x',
      "https://cdn.example.com/a b.mp3",
    ]) {
      expect(issuesOf(sitePage.safeParse(page(url))), url).toEqual([
        ["backgroundMusicUrl", "sites.invalidUrl"],
      ]);
    }
  });
});

describe("a global menu item's text colour", () => {
  it("keeps the item's own colour and reads a missing one as the menu's (null)", () => {
    const item = { columnIndex: 0, names: { ja: "商品" } };
    expect(siteCategory.parse({ ...item, textColor: "#E8590C" }).textColor).toBe("#E8590C");
    expect(siteCategory.parse({ ...item, textColor: null }).textColor).toBeNull();
    expect(siteCategory.parse(item).textColor).toBeNull();
  });

  it("refuses a text colour that is not a colour", () => {
    expect(issuesOf(siteCategory.safeParse({ columnIndex: 0, names: {}, textColor: "orange-ish" }))).toEqual([
      ["textColor", "sites.invalidColour"],
    ]);
  });
});

describe("a campaign's backgrounds and stacking order", () => {
  const banner = {
    id: "0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f",
    position: "left",
    zIndex: 2,
    x: 20,
    y: 32,
    width: 200,
    height: 120,
    parentWidth: 240,
    parentHeight: 480,
    linkType: "EXTERNAL",
    linkDestinationUrl: "https://example.com",
    mediaUrl: "/media/sites/abc/banner.png",
    lockRatio: true,
  };
  const campaign = {
    names: { ja: "夏", en: "Summer" },
    backgrounds: { ja: "/media/sites/abc/ja.png", en: "/media/sites/abc/en.png" },
    backgroundColor: "#FFFFFF",
    backgroundOpacity: 100,
    startDate: null,
    endDate: null,
    effectivePages: [],
    isOnClickCount: true,
    positionLp: "center",
    banners: [banner],
    buttons: [],
    links: [],
  };

  it("keeps one background per language", () => {
    expect(builderCampaign.parse(campaign).backgrounds).toEqual(campaign.backgrounds);
  });

  it("takes as background only an upload's address or none, as it ends up in the viewer's CSS", () => {
    for (const url of ["", "https://cdn.example.com/sites/abc/ja.png"]) {
      expect(builderCampaign.safeParse({ ...campaign, backgrounds: { ja: url } }).success, url).toBe(true);
    }
    for (const url of ["javascript:alert(1)", "/admin/bg.png", 'x") ; background: url("evil']) {
      expect(issuesOf(builderCampaign.safeParse({ ...campaign, backgrounds: { ja: url } })), url).toEqual([
        ["backgrounds.ja", "sites.invalidUrl"],
      ]);
    }
  });

  it("refuses a stacking order that is not a whole number from 0", () => {
    for (const zIndex of [1.5, -1]) {
      expect(issuesOf(builderCampaign.safeParse({ ...campaign, banners: [{ ...banner, zIndex }] }))).toEqual([
        ["banners.0.zIndex", "sites.invalidNumber?min=0&max=10000"],
      ]);
    }
  });
});

describe("the branding logo", () => {
  const settings = (logoUrl: string | null) => ({
    logo: null,
    faviconUrl: null,
    globalMenu: { textColor: "#fff", backgroundColor: "#000", fontSize: 14, width: null },
    speakerColor: "#fff",
    display: { languageIcon: true, globalMenu: true, pageCount: true, album: true },
    swipeRedirection: true,
    safeAreaColor: "#000",
    isEcLink: false,
    autoAttachUrlParam: true,
    branding: { logoUrl, mainColor: null, textColor: null },
  });

  it("takes none, or a file stored on this server or in the object store", () => {
    for (const url of [null, "", "/media/sites/abc/logo.png", "https://cdn.example.com/sites/abc/logo.png"]) {
      expect(builderSiteSettings.safeParse(settings(url)).success, String(url)).toBe(true);
    }
  });

  it("refuses other paths, schemes and text", () => {
    for (const url of ["/media/../secret.png", "javascript:alert(1)", 'logo.png") ; x: url("evil']) {
      expect(issuesOf(builderSiteSettings.safeParse(settings(url))), url).toEqual([
        ["branding.logoUrl", "sites.invalidUrl"],
      ]);
    }
  });
});
