import type { ClickAction, LinkInput } from "@domain/viewer/link-action.ts";
import type { AnalyticsEventType, Product, SiteSnapshot } from "@mekuri/domain";
import { createContext, useContext } from "react";
import type { TrackInput } from "../analytics/tracker.ts";
import type { Cell } from "../lib/navigation.ts";
import type { Translate } from "../lib/translate.ts";

export type CompanyTab = "profile" | "clause" | "terms" | "privacy";

/** What the parts of the viewer share: the site, where the visitor is, and what they can do. */
export interface ViewerContextValue {
  snapshot: SiteSnapshot;
  t: Translate;
  basePath: string;
  query: string;
  viewOnly: boolean;
  /** The draft in the preview page: clicks count nowhere. */
  preview: boolean;
  /** True once hydrated: time- and storage-dependent parts render only then (no mismatch). */
  mounted: boolean;
  isMember: boolean;
  soundOn: boolean;
  setSoundOn(on: boolean): void;
  goTo(cell: Cell): void;
  goHome(): void;
  /**
   * Resolves and carries out a click; returns what was done. `campaign` marks a campaign item: like
   * popup CTAs, campaign items open external links in a new tab whatever the EC-link setting.
   */
  click(
    link: LinkInput,
    context: { pageId?: string | null; popupId?: string | null; campaign?: boolean },
  ): ClickAction;
  track(type: AnalyticsEventType, input?: TrackInput): void;
  openProduct(product: Product, pageId: string): void;
  openCompany(tab?: CompanyTab): void;
  openAlbum(): void;
}

/** Which site is shown, where, and how: what most of the viewer's hooks start from. */
export type ViewerSite = Pick<ViewerContextValue, "snapshot" | "basePath" | "query" | "viewOnly" | "preview">;

/**
 * What changes rarely. The current cell has its own context: a page change then re-renders only
 * what shows the position (tabs, counter, language link), not every page.
 */
export const ViewerContext = createContext<ViewerContextValue | null>(null);
export const CellContext = createContext<Cell>({ columnIndex: 0, rowIndex: 0 });

export function useCell(): Cell {
  return useContext(CellContext);
}

export function useViewer(): ViewerContextValue {
  const value = useContext(ViewerContext);
  if (!value) throw new Error("useViewer outside the viewer");
  return value;
}
