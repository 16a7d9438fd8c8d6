import "@mekuri/domain/button-animations.css";
import {
  type Button,
  buttonAnimationClass,
  buttonColors,
  buttonMicrocopy,
  buttonRadius,
  buttonSize,
} from "@mekuri/domain";
import type { TFunction } from "i18next";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { imageSrc } from "../lib/document";
import classes from "./creatives.module.css";

const u = (value: number) => `calc(${value} * var(--u))`;

/** The words a button's face shows, top to bottom: its canvas item's name starts from them (label in name). */
export function buttonFaceText(button: Button, t: TFunction): string {
  const microcopy = buttonMicrocopy(button)?.text.replace(/\s+/g, " ");
  const html = button.buttonContentHtml.trim();
  const face =
    button.buttonType === "TEXT"
      ? button.buttonText.trim() || t("creatives.button.noText")
      : button.buttonType === "MEDIA"
        ? button.buttonImage
          ? ""
          : t("creatives.button.noImage")
        : html
          ? "</> HTML"
          : t("creatives.button.noHtml");
  const lines = button.textAlign === "TOP" ? [microcopy, face] : [face, microcopy];
  return lines.filter(Boolean).join(" ");
}

/**
 * A page button drawn the way the viewer draws it (shape radius, colours, animation, microcopy), so
 * the creator sees on the canvas what visitors will see. An empty button shows what it still lacks
 * instead of disappearing as it would in the viewer.
 */
export function ButtonFace({ button }: { button: Button }) {
  const { t } = useTranslation();
  const { width } = buttonSize(button);
  const colors = buttonColors(button);
  const radius = buttonRadius(button.buttonShape);
  const microcopy = buttonMicrocopy(button);
  const face: CSSProperties = {
    borderRadius: radius >= 100 ? "999px" : u(radius),
    background: button.buttonType === "MEDIA" && button.buttonImage ? "transparent" : colors.background,
    color: colors.text,
    fontSize: u(button.textSize || 16),
  };
  const html = button.buttonContentHtml.trim();
  return (
    <>
      {microcopy && button.textAlign === "TOP" ? (
        <p
          className={`${classes.microcopy} ${classes.microcopyTop}`}
          style={{ color: button.microcopyTextColor }}
        >
          {microcopy.text}
        </p>
      ) : null}
      <div className={`${classes.ctaFace} ${buttonAnimationClass(button.buttonAnimation)}`} style={face}>
        {button.buttonType === "TEXT" ? (
          button.buttonText.trim() ? (
            <span className={classes.ctaText}>{button.buttonText}</span>
          ) : (
            <span className={classes.ctaPlaceholder}>{t("creatives.button.noText")}</span>
          )
        ) : null}
        {button.buttonType === "MEDIA" ? (
          button.buttonImage ? (
            <img
              className={classes.ctaImage}
              src={imageSrc(button.buttonImage, width * 2)}
              alt=""
              draggable={false}
            />
          ) : (
            <span className={classes.ctaPlaceholder}>{t("creatives.button.noImage")}</span>
          )
        ) : null}
        {button.buttonType === "HTML_CSS" ? (
          html ? (
            // Drawn as text, never as markup: creator HTML must not run on the console's origin
            // (ARCHITECTURE.md, Security); the preview shows it rendered on the site's own origin.
            <span className={classes.ctaPlaceholder}>{"</>"} HTML</span>
          ) : (
            <span className={classes.ctaPlaceholder}>{t("creatives.button.noHtml")}</span>
          )
        ) : null}
      </div>
      {microcopy && button.textAlign !== "TOP" ? (
        <p
          className={`${classes.microcopy} ${classes.microcopyBottom}`}
          style={{ color: button.microcopyTextColor }}
        >
          {microcopy.text}
        </p>
      ) : null}
    </>
  );
}
