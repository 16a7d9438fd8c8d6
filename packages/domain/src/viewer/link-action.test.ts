import { describe, expect, it } from "vitest";
import {
  type ClickContext,
  externalUrl,
  type LinkInput,
  linkKindOf,
  parsePageOrder,
  resolveClick,
} from "./link-action.ts";

/** Stands in for the browser's `new Function` check: balanced brackets and no stray keyword. */
const parses = (code: string) => {
  let depth = 0;
  for (const char of code) {
    if ("([{".includes(char)) depth += 1;
    if (")]}".includes(char)) depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0 && !/^\s*(return|else)\b/.test(code);
};

const context: ClickContext = { autoAttachUrlParam: true, siteId: "s1", pageId: "p1", parses };

describe("resolveClick", () => {
  it.each<[string, LinkInput, unknown]>([
    [
      "a creative block jumps to the page order",
      { type: "CREATIVE_BLOCK", destination: "3" },
      { kind: "page-jump", pageOrder: 3 },
    ],
    ["LINK jumps to a page", { type: "LINK", destination: " 12 " }, { kind: "page-jump", pageOrder: 12 }],
    [
      "legacy LINK_TO_PAGE counts as a creative block",
      { type: "LINK_TO_PAGE", destination: "2" },
      { kind: "page-jump", pageOrder: 2 },
    ],
    [
      "a page jump ignores a non-number",
      { type: "CREATIVE_BLOCK", destination: "B2" },
      { kind: "none", reason: "not-a-page-number" },
    ],
    [
      "a page jump ignores an empty destination",
      { type: "CREATIVE_BLOCK", destination: "" },
      { kind: "none", reason: "empty-destination" },
    ],
    [
      "CONTACT opens the contact page",
      { type: "CONTACT", destination: "" },
      { kind: "internal", page: "contact" },
    ],
    ["FORM opens the forms page", { type: "FORM" }, { kind: "internal", page: "forms" }],
    ["MEMBERSHIP opens the register page", { type: "MEMBERSHIP" }, { kind: "internal", page: "register" }],
    [
      "an internal link to contact",
      { type: "INTERNAL_URL", destination: "contact" },
      { kind: "internal", page: "contact" },
    ],
    [
      "an internal link to form",
      { type: "INTERNAL_URL", destination: "form" },
      { kind: "internal", page: "forms" },
    ],
    [
      "any other internal link registers",
      { type: "INTERNAL_URL", destination: "membership" },
      { kind: "internal", page: "register" },
    ],
    [
      "a popup's internal link type wins",
      { type: "INTERNAL_URL", internalLinkType: "contact" },
      { kind: "internal", page: "contact" },
    ],
    [
      "an internal link without destination does nothing",
      { type: "INTERNAL_URL", destination: " " },
      { kind: "none", reason: "empty-destination" },
    ],
    ["a survey opens with its id", { type: "SURVEY", surveyId: "sv1" }, { kind: "survey", surveyId: "sv1" }],
    [
      "a survey needs no destination but a survey id",
      { type: "SURVEY", destination: "x" },
      { kind: "none", reason: "no-survey" },
    ],
    [
      "a valid script runs",
      { type: "SCRIPT", destination: "track('x')" },
      { kind: "script", code: "track('x')" },
    ],
    [
      "an invalid script does not run",
      { type: "SCRIPT", destination: "track('x'" },
      { kind: "none", reason: "invalid-script" },
    ],
    [
      "an empty script does nothing",
      { type: "SCRIPT", destination: "" },
      { kind: "none", reason: "empty-destination" },
    ],
    [
      "an empty external link does nothing",
      { type: "EXTERNAL", destination: null },
      { kind: "none", reason: "empty-destination" },
    ],
    [
      "an unknown type does nothing",
      { type: "TELEPORT", destination: "x" },
      { kind: "none", reason: "unknown-type" },
    ],
    [
      "a javascript: URL does nothing",
      { type: "EXTERNAL", destination: "javascript:alert(1)" },
      { kind: "none", reason: "unsafe-url" },
    ],
  ])("%s", (_, link, expected) => {
    expect(resolveClick(link, context)).toEqual(expected);
  });

  it("ignores clicks in view-only mode", () => {
    expect(resolveClick({ type: "CONTACT" }, { ...context, viewOnly: true })).toEqual({
      kind: "none",
      reason: "view-only",
    });
  });

  it("opens an external link in a new tab with the site and page ids", () => {
    expect(resolveClick({ type: "EXTERNAL", destination: "https://shop.example/item" }, context)).toEqual({
      kind: "external",
      url: "https://shop.example/item?site_id=s1&page_id=p1",
      newTab: true,
    });
  });

  it("keeps an external link in the same tab on an EC-link site, so the visitor goes on to the shop", () => {
    expect(
      resolveClick(
        { type: "EXTERNAL", destination: "https://shop.example/item" },
        { ...context, ecLink: true },
      ),
    ).toMatchObject({ kind: "external", newTab: false });
  });

  it("reads type names in any case", () => {
    expect(linkKindOf("external_url")).toBe("external");
    expect(linkKindOf("Link_To_Page")).toBe("page-jump");
    expect(linkKindOf(null)).toBeUndefined();
  });
});

describe("externalUrl", () => {
  const experiment = { variationId: "v1", experimentId: "e1", sessionUserId: "u 1" };

  it("appends popup, experiment and current query parameters in that order", () => {
    expect(
      externalUrl("https://x.example/a", {
        ...context,
        popupId: "pop",
        experiment,
        currentQuery: "?utm_source=ig&b=2",
      }),
    ).toBe(
      "https://x.example/a?site_id=s1&page_id=p1&popup_id=pop&variation_id=v1&experiment_id=e1&session_user_id=u%201&utm_source=ig&b=2",
    );
  });

  it("leaves the URL untouched when autoAttachUrlParam is off", () => {
    const off = { ...context, autoAttachUrlParam: false, experiment, currentQuery: "a=1" };
    expect(externalUrl("https://x.example/a?k=v#top", off)).toBe("https://x.example/a?k=v#top");
  });

  it("keeps the destination's own parameters and fragment", () => {
    expect(
      externalUrl("https://x.example/?site_id=mine&k=v#top", { ...context, currentQuery: "k=other&z=1" }),
    ).toBe("https://x.example/?site_id=mine&k=v&page_id=p1&z=1#top");
  });

  it.each([
    ["example.com/path", "https://example.com/path?site_id=s1&page_id=p1"],
    ["//cdn.example/x", "//cdn.example/x?site_id=s1&page_id=p1"],
    ["HTTP://old.example", "HTTP://old.example?site_id=s1&page_id=p1"],
  ])("opens %s as %s", (destination, expected) => {
    expect(externalUrl(destination, context)).toBe(expected);
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", " JavaScript:void(0)"])(
    "refuses %s",
    (destination) => {
      expect(externalUrl(destination, context)).toBeUndefined();
    },
  );
});

describe("parsePageOrder", () => {
  it.each([
    ["1", 1],
    ["007", 7],
    ["1.5", undefined],
    ["-1", undefined],
    ["1e3", undefined],
    ["abc", undefined],
    ["99999999999999999999", undefined],
  ])("%s → %s", (text, expected) => {
    expect(parsePageOrder(text)).toBe(expected);
  });
});
