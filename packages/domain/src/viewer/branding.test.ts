import { describe, expect, it } from "vitest";
import { builderSiteSettings } from "../schemas/site-document.ts";
import { type SiteSettings, siteSettings } from "../site/snapshot.ts";
import { brandingColours, colourToRgb, contrastRatio, defaultBrandingText, textOn } from "./branding.ts";

/** Settings as they were stored before branding existed. */
const oldSettings = {
  logo: null,
  faviconUrl: null,
  globalMenu: { textColor: "#FFFFFF", backgroundColor: "#111827", fontSize: 14, width: null },
  speakerColor: "#FFFFFF",
  display: { languageIcon: true, globalMenu: true, pageCount: true, album: true },
  swipeRedirection: true,
  safeAreaColor: "#000000",
  isEcLink: false,
  autoAttachUrlParam: true,
};
const settingsWith = (branding: Partial<SiteSettings["branding"]>, extra: Partial<SiteSettings> = {}) =>
  siteSettings.parse({
    ...oldSettings,
    ...extra,
    branding: { logoUrl: null, mainColor: null, textColor: null, ...branding },
  });

const logoImage = { src: "/files/logo.png", width: 200, height: 80, variants: [] };

describe("the branding of documents saved before it existed", () => {
  it("reads an old document's settings with empty branding", () => {
    expect(siteSettings.parse(oldSettings).branding).toEqual({
      logoUrl: null,
      mainColor: null,
      textColor: null,
    });
  });

  it("lets the builder save old settings and checks branding colours like the other colours", () => {
    expect(builderSiteSettings.safeParse(oldSettings).success).toBe(true);
    const result = builderSiteSettings.safeParse({
      ...oldSettings,
      branding: { logoUrl: null, mainColor: "red-ish", textColor: "#222" },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["branding.mainColor", "sites.invalidColour"],
    ]);
  });
});

describe("contrast", () => {
  it("reads hex, rgb and hsl colours, laying translucent ones over white", () => {
    expect(colourToRgb("#0af")).toEqual([0, 170, 255]);
    expect(colourToRgb("rgb(10 20 30)")).toEqual([10, 20, 30]);
    expect(colourToRgb("hsl(0, 100%, 50%)")).toEqual([255, 0, 0]);
    expect(colourToRgb("rgba(0, 0, 0, 0.5)")).toEqual([127.5, 127.5, 127.5]);
    expect(colourToRgb("tomato")).toBeNull();
  });

  it("measures the WCAG ratio", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21);
    expect(contrastRatio("#fff", "#fff")).toBe(1);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
  });

  it("keeps white button text while it passes AA and otherwise takes the better of black and white", () => {
    expect(textOn("#1C7ED6")).toBe("#000000");
    expect(textOn("#1864AB")).toBe("#FFFFFF");
    expect(textOn("#FAB005")).toBe("#000000");
    expect(textOn("#767676")).toBe("#FFFFFF");
    expect(textOn("#777777")).toBe("#000000");
  });
});

describe("the branding of the site's own pages", () => {
  it("falls back to the global menu colour, the pages' dark text and the site's logo", () => {
    const colours = brandingColours(
      settingsWith({}, { logo: { image: logoImage, placement: "header", alignment: "center" } }),
    );
    expect(colours).toMatchObject({
      main: "#111827",
      onMain: "#FFFFFF",
      text: defaultBrandingText,
      link: "#111827",
      onBackground: "#FFFFFF",
      logo: { src: "/files/logo.png", image: logoImage },
    });
  });

  it("uses the branding's own logo and colours when set", () => {
    const colours = brandingColours(
      settingsWith(
        { logoUrl: "/files/brand.png", mainColor: "#2F9E44", textColor: "#212529" },
        { logo: { image: logoImage, placement: "header", alignment: "center" } },
      ),
    );
    expect(colours.logo).toEqual({ src: "/files/brand.png", image: null });
    expect(colours).toMatchObject({ main: "#2F9E44", onMain: "#000000", text: "#212529" });
  });

  it("keeps a light main colour off links and focus rings on the white card", () => {
    const colours = brandingColours(settingsWith({ mainColor: "#FFF3BF", textColor: "#343A40" }));
    expect(colours).toMatchObject({ onMain: "#000000", link: "#343A40", focus: "#343A40" });
  });

  it("replaces a text colour that would not read on the white card", () => {
    expect(brandingColours(settingsWith({ textColor: "#DDDDDD" })).text).toBe(defaultBrandingText);
  });

  it("reads the footer against a light safe-area colour", () => {
    expect(brandingColours(settingsWith({}, { safeAreaColor: "#F8F9FA" })).onBackground).toBe("#000000");
  });
});
