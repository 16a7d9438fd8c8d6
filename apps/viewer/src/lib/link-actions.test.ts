import { describe, expect, it } from "vitest";
import { keepsExternalLinksInTab, parsesAsScript } from "./link-actions.ts";

describe("script actions", () => {
  it("accept only text that parses as JavaScript, without running it", () => {
    expect(parsesAsScript("window.__ran = true")).toBe(true);
    expect((globalThis as { __ran?: boolean }).__ran).toBeUndefined();
    expect(parsesAsScript("alert(")).toBe(false);
    expect(parsesAsScript("not javascript at all")).toBe(false);
  });
});

describe("the EC-link setting", () => {
  it("keeps the page's own external links in the tab", () => {
    expect(keepsExternalLinksInTab(true, { preview: false })).toBe(true);
    expect(keepsExternalLinksInTab(false, { preview: false })).toBe(false);
  });

  it("leaves popup CTA and campaign links, and every link of the preview, in a new tab", () => {
    expect(keepsExternalLinksInTab(true, { preview: false, popupId: "p1" })).toBe(false);
    expect(keepsExternalLinksInTab(true, { preview: false, campaign: true })).toBe(false);
    expect(keepsExternalLinksInTab(true, { preview: true })).toBe(false);
  });
});
