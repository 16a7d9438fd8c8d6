// @vitest-environment happy-dom
import type { PageContent, SnapshotPage } from "@mekuri/domain";
import { act, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ViewerContextValue } from "../../app/viewer-context.tsx";
import { demoSnapshot } from "../../fixtures/demo-snapshot.ts";
import { viewerTestContext, WithViewer } from "../../testing/viewer-test-context.tsx";
import { PageSlide } from "./page-slide.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const chatbotRuns = () => (globalThis as { chatbotRuns?: number }).chatbotRuns ?? 0;
afterEach(() => {
  document.body.innerHTML = "";
  delete (globalThis as { chatbotRuns?: number }).chatbotRuns;
});

const first = demoSnapshot("ja").categories[0]!.pages[0]!;
const withScript = (id: string): SnapshotPage => ({
  ...first,
  id,
  content: {
    ...first.content!,
    // Each page's own text: a script runs once per visit by its text.
    chatbotScript: `/* ${id} */ globalThis.chatbotRuns = (globalThis.chatbotRuns ?? 0) + 1;`,
  },
});

function slide(
  page: SnapshotPage,
  active: boolean,
  context: ViewerContextValue,
  content = page.content,
  paused = false,
) {
  return (
    <WithViewer value={context}>
      <PageSlide
        page={page}
        columnIndex={0}
        rowIndex={0}
        content={content}
        active={active}
        near
        first={false}
        popupOpen={false}
        paused={paused}
      />
    </WithViewer>
  );
}

async function mount(element: ReactElement): Promise<Root> {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return root;
}

describe("the page's chatbot script", () => {
  it("runs once when its page becomes the current page, not again when the visitor comes back", async () => {
    const page = withScript("page-chat-once");
    const context = viewerTestContext();
    const root = await mount(slide(page, false, context));
    expect(chatbotRuns()).toBe(0);

    await act(async () => root.render(slide(page, true, context)));
    expect(chatbotRuns()).toBe(1);
    await act(async () => root.render(slide(page, false, context)));
    await act(async () => root.render(slide(page, true, context)));
    expect(chatbotRuns()).toBe(1);
    await act(async () => root.unmount());
  });

  it("starts a chatbot pasted on several pages once", async () => {
    const shared = (id: string): SnapshotPage => ({
      ...first,
      id,
      content: {
        ...first.content!,
        chatbotScript: "globalThis.chatbotRuns = (globalThis.chatbotRuns ?? 0) + 10;",
      },
    });
    const context = viewerTestContext();
    const root = await mount(slide(shared("page-widget-1"), true, context));
    await act(async () => root.render(slide(shared("page-widget-2"), true, context)));
    expect(chatbotRuns()).toBe(10);
    await act(async () => root.unmount());
  });

  it("does not run in the preview or the view-only frame", async () => {
    for (const [index, overrides] of [{ preview: true }, { viewOnly: true }].entries()) {
      const root = await mount(
        slide(withScript(`page-chat-frame-${index}`), true, viewerTestContext(overrides)),
      );
      await act(async () => root.unmount());
    }
    expect(chatbotRuns()).toBe(0);
  });
});

describe("the speaker and album buttons", () => {
  const placed = (content: PageContent) =>
    renderToString(slide({ ...first, backgroundMusicUrl: "/music.mp3" }, true, viewerTestContext(), content));

  it("are drawn where the page places them", () => {
    const content = first.content!;
    const html = placed({
      ...content,
      detail: { ...content.detail, speakerX: 10, speakerY: 20, albumX: 30, albumY: 40 },
    });
    expect(html).toContain("left:calc(10 * var(--u));top:calc(20 * var(--u))");
    expect(html).toContain("left:calc(30 * var(--u));top:calc(40 * var(--u))");
  });

  it("go to the top-right corner on an old page that has both at 0,0", () => {
    const content = first.content!;
    const html = placed({
      ...content,
      detail: { ...content.detail, speakerX: 0, speakerY: 0, albumX: 0, albumY: 0 },
    });
    expect(html).toContain("left:calc(323 * var(--u));top:calc(12 * var(--u))");
    expect(html).toContain("left:calc(323 * var(--u));top:calc(60 * var(--u))");
  });
});

describe("the page's slider time", () => {
  const timed = (sliderTime: number): SnapshotPage => ({
    ...first,
    id: `page-timed-${sliderTime}`,
    content: { ...first.content!, detail: { ...first.content!.detail, sliderTime } },
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("moves on to the page below after that many seconds", async () => {
    vi.useFakeTimers();
    const context = viewerTestContext();
    const root = await mount(slide(timed(2), true, context));
    await act(async () => vi.advanceTimersByTime(1999));
    expect(context.goTo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(context.goTo).toHaveBeenCalledWith({ columnIndex: 0, rowIndex: 1 });
    await act(async () => root.unmount());
  });

  it("keeps the page with a slider time of 0, while a product or the album is open, and when not current", async () => {
    vi.useFakeTimers();
    for (const [page, active, overrides] of [
      [timed(0), true, {}],
      [timed(2), true, { paused: true }],
      [timed(2), false, {}],
    ] as const) {
      const context = viewerTestContext();
      const root = await mount(slide(page, active, context, page.content, "paused" in overrides));
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(context.goTo).not.toHaveBeenCalled();
      await act(async () => root.unmount());
    }
  });
});

describe("the page's bottom row while the popup CTA is open", () => {
  it("hides the social and company row in place, so the page keeps its layout", () => {
    const page: SnapshotPage = {
      ...first,
      id: "page-footer-popup",
      content: {
        ...first.content!,
        detail: { ...first.content!.detail, snsConfig: true, showCompany: true },
      },
    };
    const html = (popupOpen: boolean) =>
      renderToString(
        <WithViewer value={viewerTestContext()}>
          <PageSlide
            page={page}
            columnIndex={0}
            rowIndex={0}
            content={page.content}
            active
            near
            first={false}
            popupOpen={popupOpen}
          />
        </WithViewer>,
      );
    expect(html(false)).toContain('class="mk-page-footer-slot"');
    expect(html(true)).toMatch(
      /class="mk-page-footer-slot mk-page-footer-slot--hidden" inert="" aria-hidden="true"/,
    );
    expect(html(true)).toContain("mk-page-bottom--raised");
  });
});
