import { describe, expect, it } from "vitest";
import { image, siteFixture } from "../testing/site-fixture";
import { applyBulkSettings } from "./bulk-settings";
import { detailOf, emptyDetail, emptyPage, pageAt } from "./document";

const a1 = { columnIndex: 0, rowIndex: 0 };
const b2 = { columnIndex: 1, rowIndex: 1 };
const values = { ...emptyDetail, membersOnlyLock: true, sliderTime: 8, mainTextColor: "#000000" };

describe("bulk settings", () => {
  it("applies only the ticked settings to the chosen cells and languages", () => {
    const site = { ...siteFixture([{ ...emptyPage(a1), media: image }]), languages: ["ja", "en"] as const };
    const next = applyBulkSettings(
      { ...site, languages: [...site.languages] },
      [a1, b2],
      ["ja"],
      new Set(["membersOnlyLock", "sliderTime"] as const),
      values,
    );
    expect(pageAt(next, a1)?.membersOnlyLock).toBe(true);
    expect(pageAt(next, b2)?.membersOnlyLock).toBe(true);
    expect(detailOf(pageAt(next, a1), "ja")).toMatchObject({ sliderTime: 8, mainTextColor: "#FFFFFF" });
    expect(pageAt(next, a1)?.details.en).toBeUndefined();
  });

  it("sets the link kind and destination together", () => {
    const next = applyBulkSettings(siteFixture(), [a1], ["ja"], new Set(["link"] as const), {
      ...values,
      isInternalLink: true,
      linkDestinationUrl: "membership",
    });
    expect(detailOf(pageAt(next, a1), "ja")).toMatchObject({
      isInternalLink: true,
      linkDestinationUrl: "membership",
    });
    expect(pageAt(next, a1)?.membersOnlyLock).toBe(false);
  });
});
