import { describe, expect, it } from "vitest";
import {
  buildSitePath,
  isSpecialPage,
  languageFromSegment,
  parseSitePath,
  type SitePathBase,
  type SiteTarget,
} from "./site-path.ts";

const hosted: SitePathBase = { siteId: "s1", defaultLanguage: "ja", customDomain: false };
const custom: SitePathBase = {
  siteId: "s1",
  defaultLanguage: "ja",
  customDomain: true,
  customPath: "/shop/",
};
const bare: SitePathBase = { siteId: "s1", defaultLanguage: "en", customDomain: true, customPath: null };

describe("buildSitePath", () => {
  it.each<[string, SitePathBase, Parameters<typeof buildSitePath>[1], string]>([
    ["a topic page", hosted, { language: "ja", target: { kind: "topic", position: "b3" } }, "/sites/s1/B3"],
    ["the site root", hosted, { language: "ja", target: { kind: "topic" } }, "/sites/s1"],
    [
      "another language",
      hosted,
      { language: "en", target: { kind: "page", page: "contact" } },
      "/sites/s1/EN/contact",
    ],
    ["Korean", hosted, { language: "ko", target: { kind: "topic", position: "A1" } }, "/sites/s1/KR/A1"],
    [
      "a survey",
      hosted,
      { language: "zh", target: { kind: "survey", surveyId: "q 1" } },
      "/sites/s1/CN/survey/q%201",
    ],
    [
      "a custom domain with a prefix",
      custom,
      { language: "ja", target: { kind: "page", page: "register" } },
      "/shop/register",
    ],
    ["a custom domain without a prefix", bare, { language: "en", target: { kind: "topic" } }, "/"],
    [
      "a custom domain in another language",
      bare,
      { language: "ja", target: { kind: "page", page: "login" } },
      "/JP/login",
    ],
    [
      "an invalid position, dropped",
      hosted,
      { language: "ja", target: { kind: "topic", position: "A0" } },
      "/sites/s1",
    ],
  ])("builds %s", (_, base, request, expected) => {
    expect(buildSitePath(base, request)).toBe(expected);
  });

  it("carries the current query parameters unless disabled", () => {
    const to = { language: "ja", target: { kind: "page", page: "forms" } } as const;
    expect(buildSitePath(hosted, { ...to, query: "?utm_source=x&a=1" })).toBe(
      "/sites/s1/forms?utm_source=x&a=1",
    );
    expect(buildSitePath(hosted, { ...to, query: "a=1" })).toBe("/sites/s1/forms?a=1");
    expect(buildSitePath(hosted, { ...to, query: "?a=1", carryQuery: false })).toBe("/sites/s1/forms");
    expect(buildSitePath(hosted, { ...to, query: "?" })).toBe("/sites/s1/forms");
  });
});

describe("parseSitePath", () => {
  it("reads the site id, language and position of a hosted path", () => {
    expect(parseSitePath("/sites/s1/en/c12?x=1", hosted)).toEqual({
      siteId: "s1",
      language: "en",
      languageInPath: true,
      position: "C12",
      rest: "",
      target: { kind: "topic", position: "C12" },
    });
  });

  it.each([
    ["JP", "ja"],
    ["ja", "ja"],
    ["Cn", "zh"],
    ["EN", "en"],
    ["kr", "ko"],
  ])("accepts the language code %s as %s", (segment, language) => {
    expect(languageFromSegment(segment)).toBe(language);
    expect(parseSitePath(`/sites/s1/${segment}`, hosted)?.language).toBe(language);
  });

  it("falls back to the default language when the path has none", () => {
    expect(parseSitePath("/sites/s1/A1", hosted)).toMatchObject({ language: "ja", languageInPath: false });
  });

  it("does not take ZH, KO or FR for a language", () => {
    expect(languageFromSegment("zh")).toBeUndefined();
    expect(parseSitePath("/sites/s1/fr/A1", hosted)).toMatchObject({ rest: "fr/A1", language: "ja" });
    expect(parseSitePath("/sites/s1/fr/A1", hosted)?.target).toBeUndefined();
  });

  it("accepts the position before the language", () => {
    expect(parseSitePath("/sites/s1/B2/KR", hosted)).toMatchObject({
      position: "B2",
      language: "ko",
      rest: "",
    });
  });

  it("keeps what follows as the remaining path and recognises the pages", () => {
    expect(parseSitePath("/sites/s1/EN/register-success/", hosted)).toMatchObject({
      rest: "register-success",
      target: { kind: "page", page: "register-success" },
    });
    expect(parseSitePath("/sites/s1/survey/q%201", hosted)?.target).toEqual({
      kind: "survey",
      surveyId: "q 1",
    });
    expect(parseSitePath("/sites/s1/A1/contact", hosted)).toMatchObject({ position: "A1", rest: "contact" });
  });

  it("refuses a path outside the site root", () => {
    expect(parseSitePath("/site/s1/preview", hosted)).toBeUndefined();
    expect(parseSitePath("/sites", hosted)).toBeUndefined();
    expect(parseSitePath("/other/A1", custom)).toBeUndefined();
  });

  it("strips the custom path prefix on a custom domain", () => {
    expect(parseSitePath("/shop/EN/B1", custom)).toMatchObject({ language: "en", position: "B1", rest: "" });
    expect(parseSitePath("/shop/EN/B1", custom)?.siteId).toBeUndefined();
  });

  describe("round trip", () => {
    const targets: SiteTarget[] = [
      { kind: "topic" },
      { kind: "topic", position: "AA100" },
      { kind: "page", page: "form-success" },
      { kind: "page", page: "contact-success" },
      { kind: "survey", surveyId: "a/b?c" },
    ];
    const cases = [hosted, custom, bare].flatMap((base) =>
      (["ja", "en", "zh", "ko"] as const).flatMap((language) =>
        targets.map((target) => ({ base, language, target })),
      ),
    );

    it.each(cases)(
      "gives back $target.kind in $language (custom domain: $base.customDomain)",
      ({ base, language, target }) => {
        const parsed = parseSitePath(buildSitePath(base, { language, target, query: "?q=1" }), base);
        expect(parsed?.target).toEqual(target);
        expect(parsed?.language).toBe(language);
        expect(parsed?.languageInPath).toBe(language !== base.defaultLanguage);
        expect(parsed?.siteId).toBe(base.customDomain ? undefined : base.siteId);
      },
    );
  });
});

describe("isSpecialPage", () => {
  it.each([
    ["/sites/s1/register", true],
    ["/sites/s1/EN/contact", true],
    ["/sites/s1/login/", true],
    ["/sites/s1/forms?x=1", true],
    ["/sites/s1/form-success", true],
    ["/sites/s1/survey", true],
    ["/sites/s1/survey/42", true],
    ["/sites/s1/A1", false],
    ["/sites/s1/contact-success", false],
    ["/sites/s1/register-success", false],
    ["/", false],
  ])("%s → %s", (path, expected) => {
    expect(isSpecialPage(path)).toBe(expected);
  });
});
