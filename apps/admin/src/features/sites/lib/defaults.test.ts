import { defaultFormConfig, siteDocument } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { reorder } from "../components/form-settings";
import { newSite } from "../testing/fixtures";
import { changeGrid, defaultCampaign, defaultPopup, resetForDefaultLanguage } from "./defaults";

describe("builder rules on the document", () => {
  it("a new default language resets every per-language text and keeps the grid and media", () => {
    const site = newSite({
      languages: ["ja", "en"],
      texts: {
        ja: { seo: { title: "春", h1: "", description: "", headTags: "", bodyTags: "" }, company: null },
        en: { seo: { title: "Spring", h1: "", description: "", headTags: "", bodyTags: "" }, company: null },
      },
    });
    const reset = resetForDefaultLanguage(site, "en");
    expect(reset.defaultLanguage).toBe("en");
    expect(reset.texts).toEqual({});
    expect(reset.categories.every((category) => Object.keys(category.names).length === 0)).toBe(true);
    expect(reset.numberHorizontal).toBe(2);
    expect(reset.settings).toEqual(site.settings);
  });

  it("changing the grid clears the creative settings", () => {
    const site = newSite({
      pages: [
        {
          columnIndex: 0,
          rowIndex: 0,
          media: null,
          thumbnail: null,
          membersOnlyLock: true,
          backgroundMusicUrl: null,
          chatbotScript: null,
          details: {},
          buttons: {},
          products: {},
          links: {},
        },
      ],
    });
    const changed = changeGrid(site, 3, 4);
    expect(changed).toMatchObject({ numberHorizontal: 3, numberVertical: 4, pages: [] });
  });

  it("reordering form items renumbers them from 1 in their new order", () => {
    const fields = defaultFormConfig("MEMBERSHIP_SETTING", "en").fields;
    const moved = reorder(fields, 2, 0);
    expect(moved.map((field) => [field.title, field.orderNum])).toEqual([
      ["Confirm password", 1],
      ["E-mail", 2],
      ["Password", 3],
    ]);
  });

  it("a dropdown without options is refused by the shared schema", () => {
    const form = defaultFormConfig("HOMEPAGE_SETTING", "en");
    const broken = {
      ...form,
      fields: [...form.fields, { ...form.fields[0]!, id: "x", typeInput: "SELECT" as const, orderNum: 3 }],
    };
    const result = siteDocument.safeParse(newSite({ forms: { ja: [broken] } }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["forms", "ja", 0, "fields", 2, "options"]);
  });
});

describe("a new popup CTA or campaign", () => {
  it("shows on every page of the grid until the operator narrows it down", () => {
    expect(defaultPopup(3).effectivePages).toEqual([1, 2, 3]);
    expect(defaultCampaign(2).effectivePages).toEqual([1, 2]);
  });
});
