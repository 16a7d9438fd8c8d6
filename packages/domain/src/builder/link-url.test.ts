import { describe, expect, it } from "vitest";
import { isDomainName, isLinkUrl, isPhoneNumber, isSitePathPrefix, isUuid, phoneHref } from "./link-url.ts";

describe("link rules", () => {
  it("accepts absolute http(s) URLs up to 256 characters", () => {
    expect(isLinkUrl("https://example.com/shop?x=1#a")).toBe(true);
    expect(isLinkUrl("http://localhost:3000/a")).toBe(true);
    expect(isLinkUrl(`https://example.com/${"a".repeat(236)}`)).toBe(true);
  });

  it("refuses other schemes, spaces, missing hosts and URLs over 256 characters", () => {
    expect(isLinkUrl("javascript:alert(1)")).toBe(false);
    expect(isLinkUrl("ftp://example.com")).toBe(false);
    expect(isLinkUrl("https://exa mple.com")).toBe(false);
    expect(isLinkUrl("https://example")).toBe(false);
    expect(isLinkUrl("example.com")).toBe(false);
    expect(isLinkUrl(`https://example.com/${"a".repeat(237)}`)).toBe(false);
  });

  it("checks domains, site paths, phone numbers and UUIDs", () => {
    expect(isDomainName("lp.example.co.jp")).toBe(true);
    expect(isDomainName("Example.com")).toBe(false);
    expect(isDomainName("-bad.example.com")).toBe(false);
    expect(isDomainName("localhost")).toBe(false);
    expect(isSitePathPrefix("spring/sale-2026")).toBe(true);
    expect(isSitePathPrefix("/spring")).toBe(false);
    expect(isSitePathPrefix("Spring")).toBe(false);
    expect(isPhoneNumber("+81 3-1234-5678")).toBe(true);
    expect(isPhoneNumber("call me")).toBe(false);
    expect(isUuid("0b6f1a52-4c3e-4d8a-9a51-2f0f5e7b6c1d")).toBe(true);
    expect(isUuid("demo-1")).toBe(false);
  });
});

describe("phoneHref", () => {
  it("dials a number written without a country code in Japan, the default country", () => {
    expect(phoneHref("03-1234-5678")).toBe("tel:+81312345678");
    expect(phoneHref("090 1234 5678")).toBe("tel:+819012345678");
  });

  it("keeps the country of a number written with one", () => {
    expect(phoneHref("+1 (415) 555-0100")).toBe("tel:+14155550100");
  });
});
