import { textClampLines } from "./constants.ts";

/** Buttons, microcopy and product links (viewer.md §3, §5; admin.md §3, §5). */
export type ButtonKind = "text" | "media" | "html";

/** TEXT and MEDIA by name, in any case; anything else is HTML (the campaign rule "other = HTML"). */
export function buttonKindOf(buttonType: string | null | undefined): ButtonKind {
  const key = (buttonType ?? "").trim().toLowerCase();
  if (key === "text" || key === "button") return "text";
  if (key === "media" || key === "buttonmedia") return "media";
  return "html";
}

export interface ButtonContentInput {
  buttonType?: string | null;
  buttonText?: string | null;
  /** The media's URL (buttonImageUrl, or the image asset's src). */
  buttonImageUrl?: string | null;
  buttonContentHtml?: string | null;
}

const filled = (value: string | null | undefined): value is string => (value ?? "").trim() !== "";

/** A text button without text, a media button without image and an HTML button without content are not rendered. */
export function shouldRenderButton(button: ButtonContentInput): boolean {
  switch (buttonKindOf(button.buttonType)) {
    case "text":
      return filled(button.buttonText);
    case "media":
      return filled(button.buttonImageUrl);
    case "html":
      return filled(button.buttonContentHtml);
  }
}

const radii: Record<string, number> = {
  sharp_edge: 0,
  square: 0,
  slightly_rounded_edge: 3,
  slightly_rounded: 3,
  moderately_rounded_edge: 6,
  moderately_rounded: 6,
  pill: 100,
};

/**
 * Corner radius in px for SHARP_EDGE 0, SLIGHTLY_ROUNDED_EDGE 3, MODERATELY_ROUNDED_EDGE 6, PILL 100
 * (also the viewer spec's names: square, slightly/moderately rounded, pill). An unknown or missing
 * shape is square: it draws the box the creator sized, with nothing cut off.
 */
export function buttonRadius(shape: string | null | undefined): number {
  const key = (shape ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return Object.hasOwn(radii, key) ? radii[key]! : 0;
}

/**
 * The class that plays a button animation (button-animations.css, shared by the viewer and the
 * console's builder); none for NONE.
 */
export function buttonAnimationClass(animation: string): string {
  return animation === "NONE" ? "" : `mk-anim-${animation.toLowerCase()}`;
}

export const defaultButtonColor = "#99D52A";
export const defaultButtonTextColor = "#FFFFFF";
export const defaultButtonSize = { width: 120, height: 40 } as const;
export const defaultProductPoint = { x: 65, y: 260 } as const;

/**
 * A CSS colour from a stored value; bare hex ("99D52A", as the spec writes colours) gets its "#".
 * Blank values take the fallback.
 */
export function cssColor(value: string | null | undefined, fallback: string): string {
  const text = (value ?? "").trim();
  if (!text) return fallback;
  return /^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text) ? `#${text}` : text;
}

export function buttonColors(button: { buttonColor?: string | null; buttonTextColor?: string | null }): {
  background: string;
  text: string;
} {
  return {
    background: cssColor(button.buttonColor, defaultButtonColor),
    text: cssColor(button.buttonTextColor, defaultButtonTextColor),
  };
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

/** Width and height default to 120 × 40 each on their own when missing, zero or negative. */
export function buttonSize(button: { buttonWidth?: number | null; buttonHeight?: number | null }): {
  width: number;
  height: number;
} {
  return {
    width: positive(button.buttonWidth) ? button.buttonWidth : defaultButtonSize.width,
    height: positive(button.buttonHeight) ? button.buttonHeight : defaultButtonSize.height,
  };
}

export interface Microcopy {
  text: string;
  /** For a CSS line clamp: long lines wrap, and the clamp cuts the wrapped text at 3 lines too. */
  maxLines: number;
}

/**
 * Shown only for text and media buttons with non-blank text; explicit line breaks beyond the third
 * line are dropped, and the UI clamps the wrapped text to 3 lines.
 */
export function buttonMicrocopy(button: {
  buttonType?: string | null;
  microcopyText?: string | null;
}): Microcopy | undefined {
  if (buttonKindOf(button.buttonType) === "html" || !filled(button.microcopyText)) return undefined;
  const lines = button.microcopyText.trim().split(/\r\n|\r|\n/);
  return { text: lines.slice(0, textClampLines).join("\n"), maxLines: textClampLines };
}

export function showProductLinkButton(product: {
  linkButtonText?: string | null;
  linkButtonUrl?: string | null;
}): boolean {
  return filled(product.linkButtonText) && filled(product.linkButtonUrl);
}

/** The product point; a missing or non-finite coordinate takes the default 65, 260 (0 is a real position). */
export function productPoint(product: { coordinateX?: number | null; coordinateY?: number | null }): {
  x: number;
  y: number;
} {
  const finite = (value: number | null | undefined): value is number =>
    typeof value === "number" && Number.isFinite(value);
  return {
    x: finite(product.coordinateX) ? product.coordinateX : defaultProductPoint.x,
    y: finite(product.coordinateY) ? product.coordinateY : defaultProductPoint.y,
  };
}
