import { buttonRadius } from "@domain/viewer/button.ts";
import {
  canClickPopupItem,
  isPopupItemVisible,
  type PopupKind,
  type PopupState,
} from "@domain/viewer/popup-cta.ts";
import type { PopupCta } from "@mekuri/domain";
import { useViewer } from "../../app/viewer-context.tsx";
import { imageAtWidth } from "../../lib/images.ts";
import { Icon } from "../chrome/icons.tsx";
import { CountdownText } from "./countdown-text.tsx";

interface PopupCtaBannerProps {
  state: PopupState;
  onClose(kind: PopupKind): void;
  onTimeout(kind: PopupKind): void;
  onClick(kind: PopupKind, popup: PopupCta): void;
}

/** The popup CTA items at the bottom of the stage: time-limited (with countdown) and applicant-limited. */
export function PopupCtaBanner({ state, onClose, onTimeout, onClick }: PopupCtaBannerProps) {
  const viewer = useViewer();
  if (!state.open) return null;
  const kinds = (["timeLimit", "applicantLimit"] as const).filter((kind) => isPopupItemVisible(state, kind));
  return (
    <aside className="mk-popup">
      {kinds.map((kind) => {
        const popup = viewer.snapshot.popupCtas[kind];
        if (!popup) return null;
        const style = popup.style;
        const radius = buttonRadius(style.shape);
        const text = (
          <span
            className={`mk-popup-text mk-popup-text--${style.textAlignment.toLowerCase()}`}
            style={{ fontSize: `calc(${style.textSize} * var(--u))` }}
          >
            {popup.text}
            {kind === "timeLimit" && popup.showRemainingTime && popup.endDate && (
              <CountdownText end={popup.endDate} t={viewer.t} onEnd={() => onTimeout(kind)} />
            )}
          </span>
        );
        return (
          <div
            key={kind}
            className="mk-popup-item"
            style={{
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
              {popup.image && (
                <img
                  className="mk-popup-image"
                  src={imageAtWidth(popup.image, 200)}
                  alt=""
                  width={48}
                  height={48}
                />
              )}
              {text}
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
