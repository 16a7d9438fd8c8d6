import { describe, expect, it } from "vitest";
import { checkDomainName } from "./domain-name.ts";

const product = ["localhost", "sites.mekuri.jp", "console.mekuri.jp"];

describe("checkDomainName", () => {
  it.each([
    ["lp.example.com", "lp.example.com", false],
    ["Example.COM", "example.com", true],
    ["shop.example.co.jp", "shop.example.co.jp", false],
    ["example.co.jp", "example.co.jp", true],
    ["lp.example.com.", "lp.example.com", false],
    ["  lp.example.com ", "lp.example.com", false],
  ])("accepts %s as %s (apex: %s)", (input, domain, apex) => {
    expect(checkDomainName(input, product)).toEqual({ ok: true, domain, apex });
  });

  it("turns an internationalised domain into punycode", () => {
    expect(checkDomainName("キャンペーン.例え.jp")).toEqual({
      ok: true,
      domain: "xn--nckwe0a5db7c.xn--r8jz45g.jp",
      apex: false,
    });
    expect(checkDomainName("bücher.de")).toEqual({ ok: true, domain: "xn--bcher-kva.de", apex: true });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["https://lp.example.com", "hasScheme"],
    ["lp.example.com/campaign", "hasPath"],
    ["lp.example.com?x=1", "hasPath"],
    ["lp.example.com:8080", "hasPort"],
    ["*.example.com", "wildcard"],
    ["192.0.2.10", "ipAddress"],
    ["[2001:db8::1]", "ipAddress"],
    ["2001:db8::1", "ipAddress"],
    ["not a domain!!", "invalidCharacters"],
    ["under_score.example.com", "invalidCharacters"],
    ["-lead.example.com", "invalidCharacters"],
    ["com", "notRegistrable"],
    ["co.jp", "notRegistrable"],
    ["example.notarealtld", "notRegistrable"],
    ["sites.mekuri.jp", "productDomain"],
    ["abc.sites.mekuri.jp", "productDomain"],
    ["mekuri.jp", "productDomain"],
    ["demo.localhost", "productDomain"],
  ])("refuses %j: %s", (input, problem) => {
    expect(checkDomainName(input, product)).toEqual({ ok: false, problem });
  });

  it("refuses a name over 253 characters and a label over 63", () => {
    const label = "a".repeat(63);
    const long = `${[label, label, label, label].join(".")}.com`;
    expect(long.length).toBeGreaterThan(253);
    expect(checkDomainName(long)).toEqual({ ok: false, problem: "tooLong" });
    expect(checkDomainName(`${"a".repeat(64)}.example.com`)).toEqual({ ok: false, problem: "labelTooLong" });
    expect(checkDomainName(`${label}.example.com`).ok).toBe(true);
  });
});
