import {
  buttonColors,
  buttonMicrocopy,
  buttonRadius,
  buttonSize,
  shouldRenderButton,
} from "@domain/viewer/button.ts";
import type { Button } from "@mekuri/domain";
import type { CSSProperties } from "react";
import { useViewer } from "../../app/viewer-context.tsx";
import { imageSrcSet } from "../../lib/images.ts";

const u = (value: number) => `calc(${value} * var(--u))`;

/** A call-to-action button of a page: text, media or HTML/CSS, with its shape, animation and microcopy. */
export function PageButton({ button, pageId }: { button: Button; pageId: string }) {
  const viewer = useViewer();
  const content = {
    buttonType: button.buttonType,
    buttonText: button.buttonText,
    buttonImageUrl: button.buttonImage?.src ?? "",
    buttonContentHtml: button.buttonContentHtml,
  };
  if (!shouldRenderButton(content)) return null;
  const { width, height } = buttonSize(button);
  const colors = buttonColors(button);
  const microcopy = buttonMicrocopy(button);
  const radius = buttonRadius(button.buttonShape);
  const style: CSSProperties = {
    left: u(button.buttonPositionLeft),
    top: u(button.buttonPositionTop),
    width: u(width),
    height: u(height),
  };
  const face: CSSProperties = {
    borderRadius: radius >= 100 ? "999px" : u(radius),
    background: button.buttonType === "MEDIA" ? "transparent" : colors.background,
    color: colors.text,
    fontSize: u(button.textSize || 16),
  };
  const onClick = () => {
    if (viewer.viewOnly) return;
    viewer.track("click_cta_btn", { pageId, targetId: button.id });
    viewer.click(
      {
        type: button.buttonLinkType,
        destination: button.linkDestinationUrl,
        surveyId: button.linkedSurveyId,
      },
      { pageId },
    );
  };
  const animation =
    button.buttonAnimation === "NONE" ? "" : ` mk-anim-${button.buttonAnimation.toLowerCase()}`;
  const label = button.buttonText.trim() || microcopy?.text || undefined;
  return (
    <div className="mk-cta" style={style}>
      {microcopy && button.textAlign === "TOP" && (
        <p className="mk-microcopy mk-microcopy--top" style={{ color: button.microcopyTextColor }}>
          {microcopy.text}
        </p>
      )}
      <button
        type="button"
        className={`mk-cta-face${animation}`}
        style={face}
        onClick={onClick}
        aria-label={button.buttonType === "TEXT" ? undefined : label}
      >
        {button.buttonType === "TEXT" && <span className="mk-cta-text">{button.buttonText}</span>}
        {button.buttonType === "MEDIA" && button.buttonImage && (
          <img
            className="mk-cta-image"
            src={button.buttonImage.src}
            srcSet={imageSrcSet(button.buttonImage) || undefined}
            sizes={`${Math.round(width * 2)}px`}
            alt=""
            loading="lazy"
            draggable={false}
          />
        )}
        {button.buttonType === "HTML_CSS" && (
          // Creator HTML, sanitised on save; sites run on their own origin (ARCHITECTURE.md, Security).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised creator content on the site's own origin.
          <span className="mk-cta-html" dangerouslySetInnerHTML={{ __html: button.buttonContentHtml }} />
        )}
      </button>
      {microcopy && button.textAlign !== "TOP" && (
        <p className="mk-microcopy mk-microcopy--bottom" style={{ color: button.microcopyTextColor }}>
          {microcopy.text}
        </p>
      )}
    </div>
  );
}
