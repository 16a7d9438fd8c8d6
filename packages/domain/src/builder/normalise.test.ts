import { describe, expect, it } from "vitest";
import type { SiteDocument } from "../schemas/site-document.ts";
import { normaliseSiteDocument } from "./normalise.ts";

const detail = { imageAlt: "", mainText: "x" } as unknown as SiteDocument["pages"][number]["details"]["ja"];
const link = {
  id: "l1",
  linkType: "CONTACT" as const,
  linkDestinationUrl: "",
  surveyId: null,
  positionLeft: 300,
  positionTop: -20,
  width: 100,
  height: 50,
  parentWidth: 375,
  parentHeight: 739,
};

const page = (columnIndex: number, rowIndex: number) => ({
  columnIndex,
  rowIndex,
  media: null,
  thumbnail: null,
  membersOnlyLock: false,
  backgroundMusicUrl: null,
  chatbotScript: null,
  details: { ja: detail, en: detail },
  buttons: {},
  products: {},
  links: { ja: [link] },
});

const doc = {
  numberHorizontal: 2,
  numberVertical: 2,
  languages: ["ja"],
  categories: [
    { columnIndex: 0, names: { ja: "A", en: "A" } },
    { columnIndex: 2, names: { ja: "C" } },
  ],
  pages: [page(0, 0), page(1, 1), page(2, 0), page(0, 2)],
  texts: { ja: { seo: {}, company: null }, en: { seo: {}, company: null } },
  forms: { en: [] },
  campaign: null,
} as unknown as SiteDocument;

describe("normalising a saved document", () => {
  const result = normaliseSiteDocument(doc);

  it("drops cells and categories outside the grid", () => {
    expect(result.pages.map((p) => [p.columnIndex, p.rowIndex])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(result.categories).toEqual([{ columnIndex: 0, names: { ja: "A" } }]);
  });

  it("drops texts of languages the site no longer has", () => {
    expect(Object.keys(result.pages[0]!.details)).toEqual(["ja"]);
    expect(Object.keys(result.texts)).toEqual(["ja"]);
    expect(result.forms).toEqual({});
  });

  it("drops the campaign's names and backgrounds of languages the site no longer has", () => {
    const campaign = {
      names: { ja: "夏", en: "Summer" },
      backgrounds: { ja: "/media/sites/abc/ja.png", en: "/media/sites/abc/en.png" },
      banners: [],
      buttons: [],
      links: [],
    } as unknown as SiteDocument["campaign"];
    const normalised = normaliseSiteDocument({ ...doc, campaign });
    expect(normalised.campaign?.names).toEqual({ ja: "夏" });
    expect(normalised.campaign?.backgrounds).toEqual({ ja: "/media/sites/abc/ja.png" });
  });

  it("clamps link areas into the container they were placed in", () => {
    expect(result.pages[0]!.links.ja![0]).toMatchObject({
      positionLeft: 275,
      positionTop: 0,
      width: 100,
      height: 50,
    });
  });
});
