import { describe, expect, it } from "vitest";
import { createSiteBodyFor, siteDocumentFor } from "./site-document.ts";

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
      domainSetup: null,
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
