// @vitest-environment happy-dom
import type { PageDetail } from "@mekuri/domain";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { demoSnapshot } from "../../fixtures/demo-snapshot.ts";
import { viewerTestContext, WithViewer } from "../../testing/viewer-test-context.tsx";
import { PageLinkButton } from "./page-link-button.tsx";
import { PageSlide } from "./page-slide.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = "";
});

const firstPage = demoSnapshot("ja").categories[0]!.pages[0]!;
const base = firstPage.content!.detail;
const make = (overrides: Partial<PageDetail>): PageDetail => ({ ...base, ...overrides });

async function clickButton(detail: PageDetail, viewOnly = false) {
  const context = viewerTestContext({ viewOnly });
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <WithViewer value={context}>
        <PageLinkButton detail={detail} pageId="page-a1" />
      </WithViewer>,
    ),
  );
  await act(async () => container.querySelector("button")!.click());
  await act(async () => root.unmount());
  return context;
}

describe("PageLinkButton", () => {
  it("shows the button text in the creator's colours, and nothing when the text is blank", () => {
    const html = renderToString(
      <WithViewer value={viewerTestContext()}>
        <PageLinkButton
          detail={make({
            linkButtonText: "Visit the store",
            linkButtonColor: "#E2483D",
            linkTextColor: "0A0B0C",
          })}
          pageId="page-a1"
        />
      </WithViewer>,
    );
    expect(html).toContain(">Visit the store</button>");
    expect(html).toContain("background:#E2483D;color:#0A0B0C");
    expect(
      renderToString(
        <WithViewer value={viewerTestContext()}>
          <PageLinkButton detail={make({ linkButtonText: "  " })} pageId="page-a1" />
        </WithViewer>,
      ),
    ).toBe("");
  });

  it("opens an external destination through the link rules and counts it as a link click", async () => {
    const context = await clickButton(
      make({
        linkButtonText: "Store",
        isInternalLink: false,
        linkDestinationUrl: "https://example.com/store",
      }),
    );
    expect(context.track).toHaveBeenCalledWith("click_link_cta", { pageId: "page-a1" });
    expect(context.click).toHaveBeenCalledWith(
      { type: "external", destination: "https://example.com/store" },
      { pageId: "page-a1" },
    );
  });

  it("sends an internal link to its page, contact when none is named, and does nothing in view-only mode", async () => {
    const form = await clickButton(
      make({ linkButtonText: "Apply", isInternalLink: true, linkDestinationUrl: "form" }),
    );
    expect(form.click).toHaveBeenCalledWith({ type: "internal", destination: "form" }, { pageId: "page-a1" });
    const unnamed = await clickButton(
      make({ linkButtonText: "Ask", isInternalLink: true, linkDestinationUrl: "" }),
    );
    expect(unnamed.click).toHaveBeenCalledWith(
      { type: "internal", destination: "contact" },
      { pageId: "page-a1" },
    );
    const viewOnly = await clickButton(make({ linkButtonText: "Ask", isInternalLink: true }), true);
    expect(viewOnly.track).not.toHaveBeenCalled();
    expect(viewOnly.click).not.toHaveBeenCalled();
  });

  it("sits on the page above the social and company row", () => {
    const content = {
      ...firstPage.content!,
      detail: make({ linkButtonText: "Visit the store", snsConfig: true, showCompany: true }),
    };
    const html = renderToString(
      <WithViewer value={viewerTestContext()}>
        <PageSlide
          page={firstPage}
          columnIndex={0}
          rowIndex={0}
          content={content}
          active
          near
          first
          popupOpen={false}
        />
      </WithViewer>,
    );
    const bottom = html.slice(html.indexOf('class="mk-page-bottom"'));
    expect(bottom).toMatch(
      /class="mk-page-link"[^>]*>Visit the store<\/button><div class="mk-page-footer-slot"><div class="mk-page-footer">/,
    );
  });
});
