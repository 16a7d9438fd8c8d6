import {
  buttonColors,
  buttonMicrocopy,
  buttonRadius,
  buttonSize,
  shouldRenderButton,
} from "@domain/viewer/button.ts";
import { campaignItemsByPanel, campaignPanelSlots } from "@domain/viewer/campaign.ts";
import { layoutInContainer, type Size } from "@domain/viewer/clamp.ts";
import { isVideoUrl } from "@domain/viewer/media-type.ts";
import type { Campaign } from "@mekuri/domain";
import { useEffect, useRef, useState } from "react";
import { postCampaignClick } from "../../api/endpoints.ts";
import { useViewer } from "../../app/viewer-context.tsx";
import { LoopVideo } from "../media/loop-video.tsx";
import { linkAreaName } from "../page/link-areas.tsx";
import { CtaBody } from "../page/page-button.tsx";

type Item = Campaign["banners"][number] | Campaign["buttons"][number] | Campaign["links"][number];

/** Loaded on demand, only on wide non-PC views: the campaign's banners, buttons and links beside the page. */
export default function CampaignPanels({ campaign }: { campaign: Campaign }) {
  const slots = campaignPanelSlots(campaign.positionLp).filter((slot) => slot !== "middle");
  const items: Item[] = [...campaign.banners, ...campaign.buttons, ...campaign.links];
  const panels = campaignItemsByPanel(items, campaign.positionLp);
  const background = {
    backgroundColor: campaign.backgroundColor || "#FFFFFF",
    // A CSS string, escaped: an address never breaks out of url(…).
    backgroundImage: campaign.backgroundUrl ? `url(${JSON.stringify(campaign.backgroundUrl)})` : undefined,
    opacity: (campaign.backgroundOpacity ?? 100) / 100,
  };
  return slots.map((slot) => (
    <CampaignPanel key={slot} slot={slot} items={panels[slot]} background={background} />
  ));
}

function CampaignPanel({
  slot,
  items,
  background,
}: {
  slot: string;
  items: Item[];
  background: React.CSSProperties;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <aside ref={ref} className={`mk-campaign mk-campaign--${slot}`}>
      <div className="mk-campaign-bg" style={background} />
      {size &&
        [...items]
          .sort((a, b) => a.zIndex - b.zIndex)
          .map((item) => <CampaignItem key={item.id} item={item} size={size} />)}
    </aside>
  );
}

function CampaignItem({ item, size }: { item: Item; size: Size }) {
  const viewer = useViewer();
  // Buttons without a size get the default 120 × 40 (viewer.md §5).
  const size0 =
    "buttonType" in item ? buttonSize({ buttonWidth: item.width, buttonHeight: item.height }) : item;
  const box = layoutInContainer(
    {
      left: item.x,
      top: item.y,
      width: size0.width,
      height: size0.height,
      parentWidth: item.parentWidth,
      parentHeight: item.parentHeight,
      lockRatio:
        "lockRatio" in item ? item.lockRatio : "lockAspectRatio" in item ? item.lockAspectRatio : false,
    },
    size,
  );
  const onClick = () => {
    if (viewer.viewOnly) return;
    if (viewer.snapshot.campaign?.isOnClickCount && !viewer.preview)
      void postCampaignClick(viewer.snapshot.siteId, item.id, viewer.snapshot.lang).catch(() => undefined);
    // A campaign item keeps the survey it leads to in its destination (it has no survey field).
    viewer.click(
      { type: item.linkType, destination: item.linkDestinationUrl, surveyId: item.linkDestinationUrl },
      { pageId: null, campaign: true },
    );
  };
  const style = { left: box.left, top: box.top, width: box.width, height: box.height, zIndex: item.zIndex };
  if ("mediaUrl" in item) {
    return (
      <button
        type="button"
        className="mk-campaign-item"
        style={style}
        onClick={onClick}
        aria-label={viewer.snapshot.campaign?.name}
      >
        {isVideoUrl(item.mediaUrl) ? <LoopVideo src={item.mediaUrl} /> : <img src={item.mediaUrl} alt="" />}
      </button>
    );
  }
  if ("buttonType" in item) {
    if (!shouldRenderButton(item)) return null;
    const radius = buttonRadius(item.buttonShape);
    const colors = buttonColors(item);
    return (
      <div className="mk-campaign-item" style={style}>
        <CtaBody
          buttonType={item.buttonType}
          text={item.buttonText}
          html={item.buttonContentHtml}
          media={
            item.isVideo || isVideoUrl(item.buttonImageUrl) ? (
              <LoopVideo className="mk-cta-image" src={item.buttonImageUrl} poster={item.thumbnailUrl} />
            ) : (
              <img className="mk-cta-image" src={item.buttonImageUrl} alt="" draggable={false} />
            )
          }
          microcopy={buttonMicrocopy(item)}
          microcopyColor={item.microcopyTextColor}
          microcopyOnTop={item.textAlign === "TOP"}
          animation={item.buttonAnimation}
          face={{
            background: item.buttonType === "MEDIA" ? "transparent" : colors.background,
            color: colors.text,
            borderRadius: radius >= 100 ? 999 : radius,
            fontSize: item.textSize || 16,
          }}
          onClick={onClick}
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      className="mk-campaign-item mk-link-area"
      style={style}
      onClick={onClick}
      aria-label={linkAreaName(item)}
    />
  );
}
