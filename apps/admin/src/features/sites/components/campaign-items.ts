import { type Box, type BuilderCampaign, campaignItemsByPanel, layoutInContainer } from "@mekuri/domain";
import { newId } from "../lib/defaults";

export type ItemList = "banners" | "buttons" | "links";
export type CampaignItem =
  | BuilderCampaign["banners"][number]
  | BuilderCampaign["buttons"][number]
  | BuilderCampaign["links"][number];

/** The side panel the items are placed in, in the builder; the viewer scales from it. */
export const panelSize = { width: 240, height: 480 } as const;
/** Banners keep their picture's shape with lockRatio, buttons with lockAspectRatio; links never. */
export function keepsRatio(item: CampaignItem): boolean {
  if ("lockRatio" in item) return item.lockRatio;
  if ("lockAspectRatio" in item) return item.lockAspectRatio;
  return false;
}

/** Where an item shows on the builder's panel: placed in some panel size, scaled to this one and clamped. */
export function itemBox(item: CampaignItem): Box {
  return layoutInContainer(
    {
      left: item.x,
      top: item.y,
      width: item.width,
      height: item.height,
      parentWidth: item.parentWidth,
      parentHeight: item.parentHeight,
      lockRatio: keepsRatio(item),
    },
    panelSize,
  );
}

/** A box on the builder's panel as the item stores it, with the panel size it was placed in. */
export function placement(box: Box): Partial<CampaignItem> {
  return {
    x: box.left,
    y: box.top,
    width: box.width,
    height: box.height,
    parentWidth: panelSize.width,
    parentHeight: panelSize.height,
  };
}

/** admin.md §5 Campaign layout: the default button is 120 × 40. */
const defaultButtonSize = { width: 120, height: 40 } as const;

function base(side: "left" | "right", zIndex: number) {
  return {
    id: newId(),
    position: side,
    zIndex,
    x: (panelSize.width - defaultButtonSize.width) / 2,
    y: 24 + zIndex * 8,
    width: defaultButtonSize.width,
    height: defaultButtonSize.height,
    parentWidth: panelSize.width,
    parentHeight: panelSize.height,
    linkType: "EXTERNAL" as const,
    linkDestinationUrl: "",
  };
}

export function newBanner(side: "left" | "right", zIndex: number): BuilderCampaign["banners"][number] {
  return { ...base(side, zIndex), width: 200, height: 120, x: 20, mediaUrl: "", lockRatio: true };
}

export function newButton(side: "left" | "right", zIndex: number): BuilderCampaign["buttons"][number] {
  return {
    ...base(side, zIndex),
    buttonType: "TEXT",
    buttonImageUrl: "",
    isVideo: false,
    thumbnailUrl: "",
    buttonText: "",
    buttonContentHtml: "",
    textSize: 14,
    buttonColor: "#E8590C",
    buttonTextColor: "#FFFFFF",
    microcopyText: "",
    microcopyTextColor: "#212529",
    textAlign: "TOP",
    buttonAnimation: "NONE",
    buttonShape: "MODERATELY_ROUNDED_EDGE",
    lockAspectRatio: false,
  };
}

export function newLink(side: "left" | "right", zIndex: number): BuilderCampaign["links"][number] {
  return { ...base(side, zIndex), width: 160, height: 60 };
}

const lists: ItemList[] = ["banners", "buttons", "links"];

/** A new item goes on top of every item already there, so the order follows creation by default. */
export function nextZIndex(campaign: BuilderCampaign): number {
  return (
    Math.max(0, ...lists.flatMap((list) => (campaign[list] as CampaignItem[]).map((item) => item.zIndex))) + 1
  );
}

/**
 * The items sharing a panel with the item, bottom first: by stacking order, equal orders in list
 * order (banners, buttons, links), as the viewer draws them.
 */
function panelStack(campaign: BuilderCampaign, id: string): CampaignItem[] {
  const all = lists.flatMap((list) => campaign[list] as CampaignItem[]);
  const panels = campaignItemsByPanel(all, campaign.positionLp);
  const panel = [panels.left, panels.right].find((items) => items.some((item) => item.id === id)) ?? [];
  return [...panel].sort((a, b) => a.zIndex - b.zIndex);
}

/**
 * Brings an item one step forward (1) or sends it one step backward (-1) among the items of its
 * panel. The panel's items are numbered 1, 2, 3 … in their new order, so equal orders cannot hide
 * the move. Null when the item is already at that end.
 */
export function restack(
  campaign: BuilderCampaign,
  id: string,
  step: 1 | -1,
): Pick<BuilderCampaign, ItemList> | null {
  const stack = panelStack(campaign, id);
  const from = stack.findIndex((item) => item.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= stack.length) return null;
  [stack[from], stack[to]] = [stack[to]!, stack[from]!];
  const order = new Map(stack.map((item, index) => [item.id, index + 1]));
  const renumber = <T extends CampaignItem>(items: T[]) =>
    items.map((item) => (order.has(item.id) ? { ...item, zIndex: order.get(item.id)! } : item));
  return {
    banners: renumber(campaign.banners),
    buttons: renumber(campaign.buttons),
    links: renumber(campaign.links),
  };
}
