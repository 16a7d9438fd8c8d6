// @vitest-environment happy-dom
import type { Button } from "@mekuri/domain";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { demoSnapshot } from "../../fixtures/demo-snapshot.ts";
import { viewerTestContext, WithViewer } from "../../testing/viewer-test-context.tsx";
import { PageButton } from "./page-button.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = "";
});

const base = demoSnapshot("ja").categories[0]!.pages[0]!.content!.buttons[0]!;
const make = (overrides: Partial<Button>): Button => ({ ...base, ...overrides });

function html(button: Button) {
  return renderToString(
    <WithViewer value={viewerTestContext()}>
      <PageButton button={button} pageId="page-a1" />
    </WithViewer>,
  );
}

describe("PageButton", () => {
  it("renders nothing for a text button without text, a media button without image, an HTML button without content", () => {
    expect(html(make({ buttonType: "TEXT", buttonText: "  " }))).toBe("");
    expect(html(make({ buttonType: "MEDIA", buttonImage: null }))).toBe("");
    expect(html(make({ buttonType: "HTML_CSS", buttonContentHtml: "" }))).toBe("");
  });

  it("rounds the four shapes as the spec says: pill, 6, 3 and 0 design pixels", () => {
    expect(html(make({ buttonShape: "PILL" }))).toContain("border-radius:999px");
    expect(html(make({ buttonShape: "MODERATELY_ROUNDED_EDGE" }))).toContain(
      "border-radius:calc(6 * var(--u))",
    );
    expect(html(make({ buttonShape: "SLIGHTLY_ROUNDED_EDGE" }))).toContain(
      "border-radius:calc(3 * var(--u))",
    );
    expect(html(make({ buttonShape: "SHARP_EDGE" }))).toContain("border-radius:calc(0 * var(--u))");
  });

  it("gives each of the eight animations its class, and none for NONE", () => {
    for (const animation of [
      "PULSE",
      "GLOW",
      "BOUNCE",
      "SHIMMER",
      "GLITCH",
      "WOBBLE",
      "BUBBLY",
      "PULSE_OUT",
    ] as const) {
      expect(html(make({ buttonAnimation: animation }))).toContain(`mk-anim-${animation.toLowerCase()}`);
    }
    expect(html(make({ buttonAnimation: "NONE" }))).not.toContain("mk-anim-");
  });

  it("shows microcopy for text and media buttons only, at most 3 lines, above or below", () => {
    const text = make({ microcopyText: "one\ntwo\nthree\nfour", textAlign: "TOP" });
    expect(html(text)).toContain('mk-microcopy--top" style="color:#FFFFFF">one\ntwo\nthree</p>');
    expect(html(make({ microcopyText: "below", textAlign: "BOTTOM" }))).toContain("mk-microcopy--bottom");
    expect(
      html(make({ buttonType: "HTML_CSS", buttonContentHtml: "<b>x</b>", microcopyText: "no" })),
    ).not.toContain("mk-microcopy");
  });

  it("reports click_cta_btn and hands the link to the viewer; in view-only mode it does nothing", async () => {
    for (const viewOnly of [false, true]) {
      const context = viewerTestContext({ viewOnly });
      const container = document.createElement("div");
      document.body.append(container);
      const root = createRoot(container);
      await act(async () =>
        root.render(
          <WithViewer value={context}>
            <PageButton
              button={make({ buttonLinkType: "CREATIVE_BLOCK", linkDestinationUrl: "3" })}
              pageId="page-a1"
            />
          </WithViewer>,
        ),
      );
      await act(async () => container.querySelector("button")!.click());
      if (viewOnly) {
        expect(context.track).not.toHaveBeenCalled();
        expect(context.click).not.toHaveBeenCalled();
      } else {
        expect(context.track).toHaveBeenCalledWith("click_cta_btn", { pageId: "page-a1", targetId: base.id });
        expect(context.click).toHaveBeenCalledWith(
          { type: "CREATIVE_BLOCK", destination: "3", surveyId: null },
          { pageId: "page-a1" },
        );
      }
      await act(async () => root.unmount());
    }
  });
});
