import { moveVertical } from "@domain/viewer/navigation.ts";
import { pageControlPlaces } from "@domain/viewer/page-controls.ts";
import type { PageContent, SnapshotPage } from "@mekuri/domain";
import { memo, useRef } from "react";
import { useViewer } from "../../app/viewer-context.tsx";
import { gridOf } from "../../lib/navigation.ts";
import { Icon } from "../chrome/icons.tsx";
import { PageMedia } from "../media/page-media.tsx";
import { ProductPoints } from "../product/product-points.tsx";
import { LinkAreas } from "./link-areas.tsx";
import { LockScreen } from "./lock-screen.tsx";
import { PageButton } from "./page-button.tsx";
import { PageFooter } from "./page-footer.tsx";
import { PageLinkButton } from "./page-link-button.tsx";
import { useAutoAdvance } from "./use-auto-advance.ts";
import { useChatbotScript } from "./use-chatbot-script.ts";
import { useHintClearance } from "./use-hint-clearance.ts";

interface PageSlideProps {
  page: SnapshotPage;
  columnIndex: number;
  rowIndex: number;
  content: PageContent | null | undefined;
  active: boolean;
  near: boolean;
  first: boolean;
  /** The popup CTA is open: the page's social and company row steps aside (viewer.md §4). */
  popupOpen: boolean;
  /** Something is open over this page: its slider time waits. */
  paused?: boolean;
}

const u = (value: number) => `calc(${value} * var(--u))`;

/** Memoised: a page re-renders only when it becomes (in)active, near, or gets its content. */
export const PageSlide = memo(function PageSlide({
  page,
  columnIndex,
  rowIndex,
  content,
  active,
  near,
  first,
  popupOpen,
  paused = false,
}: PageSlideProps) {
  const viewer = useViewer();
  const locked = page.membersOnlyLock && !viewer.isMember;
  const detail = content?.detail;
  const hasSound = page.media?.type === "VIDEO" || !!page.backgroundMusicUrl;
  useChatbotScript(content?.chatbotScript, active && !locked && !viewer.preview && !viewer.viewOnly);
  const below = moveVertical(gridOf(viewer.snapshot), { columnIndex, rowIndex }, "down");
  const canGoDown = !!below;
  useAutoAdvance(
    detail?.sliderTime,
    below,
    active && !locked && viewer.mounted && !viewer.viewOnly && !paused,
    viewer.goTo,
  );
  const hintRef = useRef<HTMLSpanElement>(null);
  const layer = !locked && near && detail && content;
  useHintClearance(hintRef, !!(active && canGoDown && detail), popupOpen, !!layer);
  const hint = active && canGoDown && detail && (
    <span
      ref={hintRef}
      className={popupOpen ? "mk-hint mk-hint--raised" : "mk-hint"}
      style={{
        color: detail.hoverArrowColor,
        ["--hint-delay" as string]: `${Math.max(0, detail.arrowFadeInterval)}s`,
      }}
      aria-hidden="true"
    >
      <Icon name="chevronUp" size={28} />
    </span>
  );
  const controls = detail && pageControlPlaces(detail);
  return (
    <div className={`mk-page${locked ? " mk-page--locked" : ""}`}>
      <PageMedia
        media={page.media}
        alt={detail?.imageAlt ?? ""}
        near={near}
        active={active}
        first={first}
        muted={!viewer.soundOn}
        onUnmute={() => viewer.setSoundOn(true)}
        videoLabel={viewer.t("video")}
      />
      {locked && <LockScreen />}
      {/* Pages far from the visitor stay empty until they come near: a small DOM to hydrate. */}
      {layer && controls && (
        <div className="mk-layer">
          {(detail.mainText || detail.price) && (
            <div className="mk-main-text" style={{ left: u(detail.mainTextX), top: u(detail.mainTextY) }}>
              {detail.mainText && (
                <p className="mk-headline" style={{ color: detail.mainTextColor }}>
                  {detail.mainText}
                </p>
              )}
              {detail.price && (
                <p className="mk-price" style={{ color: detail.priceTextColor }}>
                  {detail.price}
                </p>
              )}
            </div>
          )}
          <LinkAreas links={content.links} pageId={page.id} />
          {content.buttons
            .filter((button) => !button.isFixedPosition)
            .map((button) => (
              <PageButton key={button.id} button={button} pageId={page.id} />
            ))}
          <ProductPoints products={content.products} pageId={page.id} />
          {hasSound && (
            <button
              type="button"
              className="mk-round-button mk-float"
              style={{
                left: u(controls.speaker.x),
                top: u(controls.speaker.y),
                color: viewer.snapshot.settings.speakerColor,
              }}
              aria-label={viewer.soundOn ? viewer.t("mute") : viewer.t("unmute")}
              aria-pressed={viewer.soundOn}
              onClick={() => viewer.setSoundOn(!viewer.soundOn)}
            >
              <Icon name={viewer.soundOn ? "speakerOn" : "speakerOff"} />
            </button>
          )}
          {viewer.snapshot.settings.display.album && (
            <button
              type="button"
              className="mk-round-button mk-float"
              style={{ left: u(controls.album.x), top: u(controls.album.y) }}
              aria-label={viewer.t("album")}
              aria-haspopup="dialog"
              onClick={viewer.openAlbum}
            >
              <Icon name="album" />
            </button>
          )}
          {/* Bottom up: the social and company row, the page's link button above it, the hint on
              top; the stack rises above the popup CTA while it is open. */}
          <div className={popupOpen ? "mk-page-bottom mk-page-bottom--raised" : "mk-page-bottom"}>
            {hint}
            <PageLinkButton detail={detail} pageId={page.id} />
            {/* Hidden, not removed, while the popup is open: the stack keeps its size, so its
                rise is a transform and nothing on the page shifts (CLS). */}
            <div
              className={
                popupOpen ? "mk-page-footer-slot mk-page-footer-slot--hidden" : "mk-page-footer-slot"
              }
              inert={popupOpen}
              aria-hidden={popupOpen || undefined}
            >
              <PageFooter sns={detail.snsConfig} company={detail.showCompany} />
            </div>
          </div>
        </div>
      )}
      {!layer && hint}
    </div>
  );
});
