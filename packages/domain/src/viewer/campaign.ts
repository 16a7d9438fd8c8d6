import { type DateInput, toTime } from "./time.ts";

/** Campaign side panels (viewer.md §2, §4; admin.md §4 Campaign). */
export interface CampaignWindowInput {
  startDate?: DateInput;
  endDate?: DateInput;
}

/** Active only with a (readable) start date, now not before it, and no end date or now not after it. */
export function isCampaignActive(campaign: CampaignWindowInput, now: Date): boolean {
  const start = toTime(campaign.startDate);
  if (start === undefined || Number.isNaN(start)) return false;
  const end = toTime(campaign.endDate);
  if (Number.isNaN(end)) return false;
  const at = now.getTime();
  return at >= start && (end === undefined || at <= end);
}

/** Pages of the form flows; the panels stay out of the way while a visitor fills a form in. */
const formFlowPages = new Set([
  "contact",
  "contact-success",
  "forms",
  "form-success",
  "register",
  "register-success",
]);

export interface CampaignViewInput {
  /** The PC view: the site's viewMode is PC, or the screen is at least the PC layout width. */
  pcView: boolean;
  /** The page name from the site path (see site-path.ts), undefined on the swipe viewer. */
  page?: string | null;
}

/**
 * Hidden on PC view and on the contact, form and register pages. Their success pages count as the
 * same pages: the spec names the flows, and panels reappearing on the thank-you screen would be odd.
 */
export function showCampaignPanels(view: CampaignViewInput): boolean {
  return !view.pcView && !(view.page && formFlowPages.has(view.page));
}

/**
 * effectivePages lists the page orders the campaign applies to. An absent list means no restriction
 * (older campaigns have none); an empty list means no page.
 */
export function isCampaignOnPage(
  campaign: { effectivePages?: readonly number[] | null },
  pageOrder: number,
): boolean {
  return campaign.effectivePages == null || campaign.effectivePages.includes(pageOrder);
}

export type CampaignPositionLp = "center" | "left" | "other";
export type CampaignSide = "left" | "right";
export type CampaignPanelSlot = "left" | "middle" | "right";

/**
 * Panel layout by positionLp (where the landing page sits): center → a left and a right panel;
 * left → one panel, to the right of the page; anything else → three panels, where the middle one
 * carries only the campaign background.
 */
export function campaignPanelSlots(positionLp: string | null | undefined): CampaignPanelSlot[] {
  if (positionLp === "center") return ["left", "right"];
  if (positionLp === "left") return ["right"];
  return ["left", "middle", "right"];
}

/**
 * Items go to the left or right panel by their `position` (anything but "right" is left). With the
 * single-panel layout every item goes to that one panel, so no configured item silently disappears.
 */
export function campaignItemsByPanel<T extends { position?: string | null }>(
  items: readonly T[],
  positionLp: string | null | undefined,
): Record<CampaignPanelSlot, T[]> {
  const panels: Record<CampaignPanelSlot, T[]> = { left: [], middle: [], right: [] };
  const single = campaignPanelSlots(positionLp).length === 1;
  for (const item of items) {
    panels[single || item.position === "right" ? "right" : "left"].push(item);
  }
  return panels;
}

export interface CampaignVisibilityInput extends CampaignWindowInput {
  effectivePages?: readonly number[] | null;
}

/** All the conditions together: active now, on this page, and in a view that shows panels. */
export function campaignVisible(
  campaign: CampaignVisibilityInput | null | undefined,
  view: CampaignViewInput & { pageOrder: number; now: Date },
): boolean {
  return (
    campaign != null &&
    isCampaignActive(campaign, view.now) &&
    showCampaignPanels(view) &&
    isCampaignOnPage(campaign, view.pageOrder)
  );
}
