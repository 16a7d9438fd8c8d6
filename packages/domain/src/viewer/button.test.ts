import { describe, expect, it } from "vitest";
import {
  buttonColors,
  buttonMicrocopy,
  buttonRadius,
  buttonSize,
  cssColor,
  productPoint,
  shouldRenderButton,
  showProductLinkButton,
} from "./button.ts";

describe("shouldRenderButton", () => {
  it.each([
    ["a text button with text", { buttonType: "TEXT", buttonText: "Buy" }, true],
    ["a text button without text", { buttonType: "TEXT", buttonText: "  " }, false],
    ["a media button with an image", { buttonType: "MEDIA", buttonImageUrl: "/b.webp" }, true],
    ["a media button without image", { buttonType: "MEDIA", buttonText: "Buy", buttonImageUrl: null }, false],
    ["an HTML button with content", { buttonType: "HTML_CSS", buttonContentHtml: "<b>Go</b>" }, true],
    ["an HTML button without content", { buttonType: "HTML_CSS", buttonText: "Go" }, false],
    [
      "a campaign button of another type, treated as HTML",
      { buttonType: "OTHER", buttonContentHtml: "<i>x</i>" },
      true,
    ],
    ["a lower-case text button", { buttonType: "text", buttonText: "Buy" }, true],
  ])("renders %s → %s", (_, button, expected) => {
    expect(shouldRenderButton(button)).toBe(expected);
  });
});

describe("buttonRadius", () => {
  it.each([
    ["SHARP_EDGE", 0],
    ["SLIGHTLY_ROUNDED_EDGE", 3],
    ["MODERATELY_ROUNDED_EDGE", 6],
    ["PILL", 100],
    ["pill", 100],
    ["moderately rounded", 6],
    ["square", 0],
    [null, 0],
    ["BLOB", 0],
  ])("%s → %i px", (shape, radius) => {
    expect(buttonRadius(shape)).toBe(radius);
  });
});

describe("button defaults", () => {
  it("uses 99D52A on FFFFFF when the colours are missing", () => {
    expect(buttonColors({})).toEqual({ background: "#99D52A", text: "#FFFFFF" });
  });

  it("keeps the creator's colours and adds the # to bare hex", () => {
    expect(buttonColors({ buttonColor: "ff0000", buttonTextColor: "rgb(0, 0, 0)" })).toEqual({
      background: "#ff0000",
      text: "rgb(0, 0, 0)",
    });
    expect(cssColor("#abc", "x")).toBe("#abc");
    expect(cssColor("red", "x")).toBe("red");
  });

  it("sizes a button 120 × 40 unless it has its own size", () => {
    expect(buttonSize({})).toEqual({ width: 120, height: 40 });
    expect(buttonSize({ buttonWidth: 200, buttonHeight: 0 })).toEqual({ width: 200, height: 40 });
    expect(buttonSize({ buttonWidth: Number.NaN, buttonHeight: 60 })).toEqual({ width: 120, height: 60 });
  });
});

describe("buttonMicrocopy", () => {
  it.each([
    ["a text button", "TEXT", "Only today", { text: "Only today", maxLines: 3 }],
    ["a media button", "MEDIA", "Free shipping", { text: "Free shipping", maxLines: 3 }],
    ["an HTML button", "HTML_CSS", "Only today", undefined],
    ["blank text", "TEXT", " \n ", undefined],
  ])("for %s", (_, buttonType, microcopyText, expected) => {
    expect(buttonMicrocopy({ buttonType, microcopyText })).toEqual(expected);
  });

  it("keeps at most 3 lines", () => {
    expect(buttonMicrocopy({ buttonType: "TEXT", microcopyText: "a\nb\r\nc\nd" })?.text).toBe("a\nb\nc");
  });
});

describe("products", () => {
  it.each([
    [{ linkButtonText: "Buy", linkButtonUrl: "https://x" }, true],
    [{ linkButtonText: "Buy", linkButtonUrl: "" }, false],
    [{ linkButtonText: " ", linkButtonUrl: "https://x" }, false],
    [{}, false],
  ])("shows the product link button for %j → %s", (product, expected) => {
    expect(showProductLinkButton(product)).toBe(expected);
  });

  it("places a product without coordinates at 65, 260 and keeps a real 0", () => {
    expect(productPoint({})).toEqual({ x: 65, y: 260 });
    expect(productPoint({ coordinateX: 0, coordinateY: null })).toEqual({ x: 0, y: 260 });
  });
});
