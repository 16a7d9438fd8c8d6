// @vitest-environment happy-dom
import type { SiteSnapshot } from "@mekuri/domain";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { viewerTestContext, WithViewer } from "../../testing/viewer-test-context.tsx";
import { SiteFooter } from "./site-footer.tsx";

function footer(logo: Partial<NonNullable<SiteSnapshot["settings"]["logo"]>> | null) {
  const context = viewerTestContext();
  const settings = context.snapshot.settings;
  context.snapshot = {
    ...context.snapshot,
    settings: { ...settings, logo: logo && { ...settings.logo!, ...logo } },
  };
  const html = renderToString(
    <WithViewer value={context}>
      <SiteFooter />
    </WithViewer>,
  );
  return /<footer class="([^"]*)"/.exec(html)?.[1];
}

describe("SiteFooter", () => {
  it("aligns a footer logo left, centre or right as the creator set it", () => {
    for (const alignment of ["left", "center", "right"] as const) {
      expect(footer({ placement: "footer", alignment })).toBe(`mk-site-footer mk-site-footer--${alignment}`);
    }
  });

  it("keeps the powered-by line centred when the logo is in the header or absent", () => {
    expect(footer({ placement: "header", alignment: "right" })).toBe("mk-site-footer mk-site-footer--center");
    expect(footer(null)).toBe("mk-site-footer mk-site-footer--center");
  });
});
