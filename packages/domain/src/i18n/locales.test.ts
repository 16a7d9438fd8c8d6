import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, toLocale } from "./locales.ts";

describe("locales", () => {
  it("maps the spec's language codes onto locales", () => {
    expect(toLocale("JP")).toBe("ja");
    expect(toLocale("cn")).toBe("zh");
    expect(toLocale("KR")).toBe("ko");
    expect(toLocale("en-US")).toBe("en");
    expect(toLocale("fr")).toBeUndefined();
  });

  it("defaults to Japanese when Accept-Language is missing or unsupported", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("ja");
    expect(localeFromAcceptLanguage("fr-FR, de;q=0.8")).toBe("ja");
  });

  it("picks the highest-ranked supported language", () => {
    expect(localeFromAcceptLanguage("fr;q=0.9, ko;q=0.8, en;q=0.5")).toBe("ko");
    expect(localeFromAcceptLanguage("en;q=0.2, zh-CN")).toBe("zh");
  });
});
