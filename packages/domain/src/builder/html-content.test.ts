import { describe, expect, it } from "vitest";
import { hasActiveHtml } from "./html-content.ts";

describe("HTML/CSS button content", () => {
  it("lets markup and styles through", () => {
    expect(
      hasActiveHtml('<span style="color:#fff;background:linear-gradient(90deg,#f97316,#db2777)">Buy</span>'),
    ).toBe(false);
    expect(hasActiveHtml('<a href="https://example.com">Shop</a>')).toBe(false);
  });

  it.each([
    "<script>alert(1)</script>",
    "< SCRIPT src=x></script>",
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<div style="background:url(javascript:alert(1))">x</div>',
  ])("finds active code in %s", (html) => expect(hasActiveHtml(html)).toBe(true));
});
