import type { z } from "zod";
import {
  checkCampaignIds,
  checkCells,
  checkForms,
  checkGrid,
  checkLanguages,
  checkMenuItems,
} from "./document-checks.ts";
import { siteDocumentShape } from "./document-shape.ts";

/** The whole document, with the plan's maximum of pages per site. */
export function siteDocumentFor(limits: { maxPages: number }) {
  return siteDocumentShape.superRefine((doc, ctx) => {
    checkGrid(doc, ctx, limits.maxPages);
    checkLanguages(doc, ctx);
    checkMenuItems(doc, ctx);
    checkCells(doc, ctx);
    checkCampaignIds(doc, ctx);
    checkForms(doc, ctx);
  });
}

/** The document without a plan limit (the platform's own sites, reading). */
export const siteDocument = siteDocumentFor({ maxPages: Number.POSITIVE_INFINITY });
export type SiteDocument = z.infer<typeof siteDocument>;
