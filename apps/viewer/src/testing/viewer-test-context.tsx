import type { ReactNode } from "react";
import { vi } from "vitest";
import { ViewerContext, type ViewerContextValue } from "../app/viewer-context.tsx";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { catalogueFor } from "../lib/messages.ts";
import { translator } from "../lib/translate.ts";

/** A viewer context over the demo fixture, with spies for what the parts ask the viewer to do. */
export function viewerTestContext(overrides: Partial<ViewerContextValue> = {}): ViewerContextValue {
  const snapshot = demoSnapshot("ja");
  return {
    snapshot,
    t: translator(catalogueFor("ja")),
    basePath: `/sites/${demoSiteId}`,
    query: "",
    viewOnly: false,
    preview: false,
    mounted: true,
    isMember: false,
    soundOn: false,
    setSoundOn: vi.fn(),
    goTo: vi.fn(),
    goHome: vi.fn(),
    click: vi.fn(() => ({ kind: "none", reason: "view-only" }) as const),
    track: vi.fn(),
    openProduct: vi.fn(),
    openCompany: vi.fn(),
    openAlbum: vi.fn(),
    ...overrides,
  };
}

export function WithViewer({ value, children }: { value: ViewerContextValue; children: ReactNode }) {
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}
