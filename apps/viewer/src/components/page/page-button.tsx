import {
  buttonAnimationClass,
  buttonColors,
  buttonMicrocopy,
  buttonRadius,
  buttonSize,
  type Microcopy,
  shouldRenderButton,
} from "@domain/viewer/button.ts";
import type { Button, ButtonAnimation, ButtonType } from "@mekuri/domain";
import type { CSSProperties, ReactNode } from "react";
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
  return (
    <div className="mk-cta" style={style}>
      <CtaBody
        buttonType={button.buttonType}
        text={button.buttonText}
        html={button.buttonContentHtml}
        media={
          button.buttonImage && (
            <img
              className="mk-cta-image"
              src={button.buttonImage.src}
              srcSet={imageSrcSet(button.buttonImage) || undefined}
              sizes={`${Math.round(width * 2)}px`}
              alt=""
              loading="lazy"
              draggable={false}
            />
          )
        }
        microcopy={buttonMicrocopy(button)}
        microcopyColor={button.microcopyTextColor}
        microcopyOnTop={button.textAlign === "TOP"}
        animation={button.buttonAnimation}
        face={face}
        onClick={onClick}
      />
    </div>
  );
}

interface CtaBodyProps {
  buttonType: ButtonType;
  text: string;
  /** Creator HTML of an HTML_CSS button, sanitised on save. */
  html: string;
  /** What a MEDIA button shows: its image or video. */
  media: ReactNode;
  microcopy: Microcopy | undefined;
  microcopyColor: string;
  microcopyOnTop: boolean;
  animation: ButtonAnimation;
  face: CSSProperties;
  onClick(): void;
}

/**
 * The face of a call-to-action button with its microcopy above or below; the page buttons and the
 * campaign buttons share it, so both kinds of button look and read the same.
 */
export function CtaBody({
  buttonType,
  text,
  html,
  media,
  microcopy,
  microcopyColor,
  microcopyOnTop,
  animation,
  face,
  onClick,
}: CtaBodyProps) {
  const { t } = useViewer();
  const animationClass = animation === "NONE" ? "" : ` ${buttonAnimationClass(animation)}`;
  // A picture, or an HTML button without words, still needs a name for screen readers; an HTML
  // button with words is named by them (a label that hid them would not match what is seen).
  const label = text.trim() || microcopy?.text || t("openLink");
  const named = buttonType === "MEDIA" || (buttonType === "HTML_CSS" && !html.replace(/<[^>]*>/g, "").trim());
  const copy = (where: "top" | "bottom") => (
    <p className={`mk-microcopy mk-microcopy--${where}`} style={{ color: microcopyColor }}>
      {microcopy?.text}
    </p>
  );
  return (
    <>
      {microcopy && microcopyOnTop && copy("top")}
      <button
        type="button"
        className={`mk-cta-face${animationClass}`}
        style={face}
        onClick={onClick}
        aria-label={named ? label : undefined}
      >
        {buttonType === "TEXT" && <span className="mk-cta-text">{text}</span>}
        {buttonType === "MEDIA" && media}
        {buttonType === "HTML_CSS" && (
          // Creator HTML, sanitised on save; sites run on their own origin (ARCHITECTURE.md, Security).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised creator content on the site's own origin.
          <span className="mk-cta-html" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </button>
      {microcopy && !microcopyOnTop && copy("bottom")}
    </>
  );
}
