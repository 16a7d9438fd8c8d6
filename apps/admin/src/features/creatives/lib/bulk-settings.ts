import type { PageDetail, SiteDocument, SiteLanguage } from "@mekuri/domain";
import { type Cell, setDetail, updatePage } from "./document";

/** The settings that can be applied to several cells at once; the link is one setting of two fields. */
export type BulkKey =
  | "membersOnlyLock"
  | "snsConfig"
  | "showCompany"
  | "hoverArrowColor"
  | "arrowFadeInterval"
  | "sliderTime"
  | "mainTextColor"
  | "priceTextColor"
  | "linkButtonText"
  | "link"
  | "linkButtonColor"
  | "linkTextColor";

export interface BulkValues extends PageDetail {
  membersOnlyLock: boolean;
}

/** Applies the chosen settings to the chosen cells in the chosen languages (admin.md §2 bulk settings). */
export function applyBulkSettings(
  site: SiteDocument,
  cells: Cell[],
  languages: SiteLanguage[],
  chosen: ReadonlySet<BulkKey>,
  values: BulkValues,
): SiteDocument {
  const patch: Partial<PageDetail> = {};
  for (const key of chosen) {
    if (key === "membersOnlyLock") continue;
    if (key === "link") {
      patch.isInternalLink = values.isInternalLink;
      patch.linkDestinationUrl = values.linkDestinationUrl;
    } else Object.assign(patch, { [key]: values[key] });
  }
  let next = site;
  for (const cell of cells) {
    if (chosen.has("membersOnlyLock")) {
      next = updatePage(next, cell, (page) => ({ ...page, membersOnlyLock: values.membersOnlyLock }));
    }
    if (Object.keys(patch).length === 0) continue;
    for (const language of languages) next = setDetail(next, cell, language, patch);
  }
  return next;
}
