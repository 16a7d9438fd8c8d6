import { type Box, type BuilderCampaign, layoutInContainer } from "@mekuri/domain";
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
