import type { LinkArea } from "@mekuri/domain";
import { useViewer } from "../../app/viewer-context.tsx";

const percent = (value: number, of: number) => `${(value / (of || 1)) * 100}%`;

/** A link area's accessible name: where it leads (the host of a web link), else what it does. */
export function linkAreaName(link: Pick<LinkArea, "linkType" | "linkDestinationUrl">): string {
  try {
    return new URL(link.linkDestinationUrl).hostname;
  } catch {
    return link.linkType.toLowerCase().replace("_", " ");
  }
}

/** Invisible clickable areas drawn by the creator over the image. */
export function LinkAreas({ links, pageId }: { links: LinkArea[]; pageId: string }) {
  const viewer = useViewer();
  return links.map((link) => (
    <button
      key={link.id}
      type="button"
      className="mk-link-area"
      aria-label={linkAreaName(link)}
      style={{
        left: percent(link.positionLeft, link.parentWidth),
        top: percent(link.positionTop, link.parentHeight),
        width: percent(link.width, link.parentWidth),
        height: percent(link.height, link.parentHeight),
      }}
      onClick={() => {
        if (viewer.viewOnly) return;
        viewer.track("click_link_cta", { pageId, targetId: link.id });
        viewer.click(
          { type: link.linkType, destination: link.linkDestinationUrl, surveyId: link.surveyId },
          { pageId },
        );
      }}
    />
  ));
}
