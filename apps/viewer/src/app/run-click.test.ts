// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { type RunContext, runClick } from "./run-click.ts";

afterEach(() => vi.restoreAllMocks());

function context(overrides: Partial<RunContext> = {}): RunContext {
  return {
    snapshot: demoSnapshot("en"),
    basePath: `/sites/${demoSiteId}`,
    query: "utm_source=ad",
    cell: { columnIndex: 0, rowIndex: 0 },
    goTo: vi.fn(),
    ...overrides,
  };
}

describe("carrying out a click", () => {
  it("slides to the page of that order in the current category", () => {
    const ctx = context();
    runClick({ kind: "page-jump", pageOrder: 3 }, ctx);
    expect(ctx.goTo).toHaveBeenCalledWith({ columnIndex: 0, rowIndex: 2 });
    runClick({ kind: "page-jump", pageOrder: 7 }, ctx);
    expect(ctx.goTo).toHaveBeenCalledTimes(1);
  });

  it("goes to the site's own contact, form, register and survey paths, keeping the query", () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    runClick({ kind: "internal", page: "contact" }, context());
    runClick({ kind: "survey", surveyId: "s1" }, context());
    expect(assign.mock.calls).toEqual([
      [`/sites/${demoSiteId}/EN/contact?utm_source=ad`],
      [`/sites/${demoSiteId}/EN/survey/s1?utm_source=ad`],
    ]);
  });

  it("opens external links in a new tab", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    runClick({ kind: "external", url: "https://example.com/?site_id=x", newTab: true }, context());
    expect(open).toHaveBeenCalledWith("https://example.com/?site_id=x", "_blank", "noopener");
  });

  it("goes on to the shop in the same tab for an EC-link site", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    runClick({ kind: "external", url: "https://shop.example.com/cart", newTab: false }, context());
    expect(assign).toHaveBeenCalledWith("https://shop.example.com/cart");
    expect(open).not.toHaveBeenCalled();
  });

  it("runs a script action, and survives one that throws", () => {
    runClick({ kind: "script", code: "globalThis.__clicked = 1" }, context());
    expect((globalThis as { __clicked?: number }).__clicked).toBe(1);
    expect(() =>
      runClick({ kind: "script", code: "throw new Error('creator bug')" }, context()),
    ).not.toThrow();
  });
});
