import { describe, expect, it } from "vitest";
import { readEntry } from "./entry.ts";

const base = {
  search: "",
  referrer: "",
  host: "abc.sites.example.com",
  width: 390,
  height: 844,
  touch: true,
};

describe("the visit's entry", () => {
  it("reads the utm tags, the referrer's host and the device class", () => {
    expect(
      readEntry({
        ...base,
        search: "?utm_source=instagram&utm_medium=social&utm_campaign=spring&utm_term=lp",
        referrer: "https://l.instagram.com/?u=x",
      }),
    ).toEqual({
      referrerHost: "l.instagram.com",
      utmSource: "instagram",
      utmMedium: "social",
      utmCampaign: "spring",
      utmContent: null,
      utmTerm: "lp",
      device: "phone",
    });
  });

  it("ignores the site's own origin as referrer and a broken referrer, and tells tablets and desktops apart", () => {
    expect(readEntry({ ...base, referrer: "https://abc.sites.example.com/x" }).referrerHost).toBeNull();
    expect(readEntry({ ...base, referrer: "not a url" }).referrerHost).toBeNull();
    expect(readEntry({ ...base, width: 820, height: 1180 }).device).toBe("tablet");
    expect(readEntry({ ...base, width: 1366, height: 768, touch: false }).device).toBe("desktop");
  });

  it("leaves out an over-long utm value instead of cutting it", () => {
    expect(readEntry({ ...base, search: `?utm_source=${"x".repeat(201)}` }).utmSource).toBeNull();
  });
});
