import { cssColor, defaultButtonColor, defaultButtonTextColor } from "@domain/viewer/button.ts";
import type { PageDetail } from "@mekuri/domain";
import { useViewer } from "../../app/viewer-context.tsx";

/** The page's own link button (creative detail): shown when it has text. */
export function hasPageLinkButton(detail: PageDetail): boolean {
  return detail.linkButtonText.trim() !== "";
}

/**
 * A full-width pill near the bottom of the page, above the social and company row (page-slide
 * places it). Internal links go to contact, form or membership; external ones open a new tab, or
 * stay in it on an EC-link site (decision 025).
 */
export function PageLinkButton({ detail, pageId }: { detail: PageDetail; pageId: string }) {
  const viewer = useViewer();
  if (!hasPageLinkButton(detail)) return null;
  const onClick = () => {
    if (viewer.viewOnly) return;
    // The page's link is a link CTA without an id of its own: the page identifies it.
    viewer.track("click_link_cta", { pageId });
    viewer.click(
      detail.isInternalLink
        ? // The console shows an internal link without a page as "contact".
          { type: "internal", destination: detail.linkDestinationUrl || "contact" }
        : { type: "external", destination: detail.linkDestinationUrl },
      { pageId },
    );
  };
  return (
    <button
      type="button"
      className="mk-page-link"
      style={{
        background: cssColor(detail.linkButtonColor, defaultButtonColor),
        color: cssColor(detail.linkTextColor, defaultButtonTextColor),
      }}
      onClick={onClick}
    >
      {detail.linkButtonText}
    </button>
  );
}
