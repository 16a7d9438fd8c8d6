import { describe, expect, it } from "vitest";
import { translate } from "../i18n/messages.ts";
import { requiredMessageKey } from "./required.ts";

describe("requiredMessageKey", () => {
  it("asks to fill in a text or number field and to choose an item of a select or options", () => {
    expect(translate(requiredMessageKey("TEXT_BOX"), "en")).toBe("This field is required.");
    expect(translate(requiredMessageKey("NUMBER"), "en")).toBe("This field is required.");
    expect(translate(requiredMessageKey("SELECT"), "en")).toBe("This item is required.");
    expect(translate(requiredMessageKey("SELECT_OPTIONS"), "en")).toBe("This item is required.");
  });

  it("says so in all four languages", () => {
    expect(
      (["ja", "en", "zh", "ko"] as const).map((locale) => translate("validation.itemRequired", locale)),
    ).toEqual([
      "この項目は必須です。",
      "This item is required.",
      "此项目为必选项。",
      "이 항목은 필수입니다.",
    ]);
  });
});
