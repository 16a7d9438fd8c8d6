import { buttonRadius } from "@domain/viewer/button.ts";
import {
  canClickPopupItem,
  isPopupItemVisible,
  type PopupKind,
  type PopupState,
} from "@domain/viewer/popup-cta.ts";
import type { PopupCta } from "@mekuri/domain";
import { type CSSProperties, type RefObject, useEffect, useRef } from "react";
import { useViewer } from "../../app/viewer-context.tsx";
import { imageAtWidth } from "../../lib/images.ts";
import { Icon } from "../chrome/icons.tsx";
import { LoopVideo } from "../media/loop-video.tsx";
import { CountdownText } from "./countdown-text.tsx";

interface PopupCtaBannerProps {
  state: PopupState;
  onClose(kind: PopupKind): void;
  onTimeout(kind: PopupKind): void;
  onClick(kind: PopupKind, popup: PopupCta): void;
}

/** The popup CTA items at the bottom of the stage: time-limited and applicant-limited, each with its countdown. */
export function PopupCtaBanner({ state, onClose, onTimeout, onClick }: PopupCtaBannerProps) {
  const viewer = useViewer();
  const ref = useRef<HTMLElement>(null);
  useReportedSpace(ref, state.open);
  if (!state.open) return null;
  const kinds = (["timeLimit", "applicantLimit"] as const).filter((kind) => isPopupItemVisible(state, kind));
  return (
    <aside ref={ref} className="mk-popup">
      {kinds.map((kind) => {
        const popup = viewer.snapshot.popupCtas[kind];
        if (!popup) return null;
        const style = popup.style;
        const radius = buttonRadius(style.shape);
        return (
          <div
            key={kind}
            className="mk-popup-item"
            style={{
              ...itemSize(style),
              background: style.backgroundColor,
              color: style.textColor,
              borderRadius: radius >= 100 ? "999px" : `${radius}px`,
            }}
          >
            <button
              type="button"
              className="mk-popup-main"
              disabled={!canClickPopupItem(state, kind)}
              onClick={() => onClick(kind, popup)}
            >
              <PopupMedia popup={popup} />
              <span
                className={`mk-popup-text mk-popup-text--${style.textAlignment.toLowerCase()}`}
                style={{ fontSize: `calc(${style.textSize} * var(--u))` }}
              >
                {popup.text}
                {/* Both kinds carry an end date; an applicant-limited item without one has no time to show. */}
                {popup.showRemainingTime && popup.endDate && (
                  <CountdownText end={popup.endDate} t={viewer.t} onEnd={() => onTimeout(kind)} />
                )}
              </span>
              <span
                className="mk-popup-go"
                style={{ background: popup.linkButtonColor, color: popup.linkTextColor }}
                aria-hidden="true"
              >
                ›
              </span>
            </button>
            <button
              type="button"
              className="mk-popup-close"
              onClick={() => onClose(kind)}
              aria-label={viewer.t("close")}
            >
              <Icon name="close" size={14} />
            </button>
          </div>
        );
      })}
    </aside>
  );
}

/**
 * The creator's size in design pixels, clamped to the stage: never wider than the popup row, never
 * taller than 40 % of the stage so that two items still leave the page visible. Zero means "fit".
 */
function itemSize(style: PopupCta["style"]): CSSProperties {
  const size: CSSProperties & Record<string, string> = {};
  if (style.width > 0) size.width = `min(calc(${style.width} * var(--u)), 100%)`;
  if (style.height > 0) {
    const height = `min(calc(${style.height} * var(--u)), 40cqh)`;
    size.height = height;
    size.minHeight = "0";
    size["--mk-popup-h"] = height;
  }
  return size;
}

/** The item's picture or looping video (muted, inline, with its poster), shaped like the upload. */
function PopupMedia({ popup }: { popup: PopupCta }) {
  const media = popup.media;
  const ratio =
    media && media.width > 0 && media.height > 0
      ? media.width / media.height
      : popup.image?.width && popup.image.height
        ? popup.image.width / popup.image.height
        : 1;
  const style = { aspectRatio: String(ratio) };
  const still = popup.image ? imageAtWidth(popup.image, 200) : undefined;
  if (media?.type === "VIDEO" && media.url) {
    return (
      <span className="mk-popup-image" style={style}>
        <LoopVideo src={media.url} poster={still} />
      </span>
    );
  }
  const src = still ?? (media?.type === "IMAGE" ? media.url : "");
  if (!src) return null;
  return <img className="mk-popup-image" src={src} alt="" style={style} />;
}

/**
 * Tells the stage how much of its bottom the popup covers (`--mk-popup-space`), so the page's link
 * button and swipe hint can sit above an item of any size.
 */
function useReportedSpace(ref: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const popup = ref.current;
    const stage = popup?.parentElement;
    if (!open || !popup || !stage || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      stage.style.setProperty("--mk-popup-space", `${stage.clientHeight - popup.offsetTop}px`);
    });
    observer.observe(popup);
    return () => {
      observer.disconnect();
      stage.style.removeProperty("--mk-popup-space");
    };
  }, [ref, open]);
}
