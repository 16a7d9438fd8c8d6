import type { ImageAsset } from "../site/content.ts";
import type { SiteSettings } from "../site/snapshot.ts";

/**
 * The site's branding on its register, login, contact, form, success and survey pages (admin.md §3
 * "custom site branding"; decision 026). Unset fields fall back to what the site already shows.
 */

type Rgb = readonly [number, number, number];

const white = "#FFFFFF";
const black = "#000000";
/** The pages' own text colour on the white card. */
export const defaultBrandingText = "#1D2026";
const defaultMain = "#14161A";
/** WCAG 2.x AA: normal-size text (the 16 px bold buttons are not "large"). */
export const minimumTextContrast = 4.5;
/** WCAG 2.x AA for parts of controls such as focus rings (1.4.11). */
const minimumUiContrast = 3;

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * The sRGB channels (0–255) of a colour the builder accepts (hex, rgb(a), hsl(a)); a translucent
 * colour is laid over white, the card it sits on. Null when the text is not such a colour.
 */
export function colourToRgb(value: string): Rgb | null {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join("") : hex;
    const at = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return [at(0), at(1), at(2)];
  }
  const functional = /^(rgb|hsl)a?\(([^)]*)\)$/i.exec(text);
  if (!functional) return null;
  const parts = functional[2]!.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const numbers = parts.map((part) => Number.parseFloat(part));
  if (numbers.some((n) => Number.isNaN(n))) return null;
  const isPercent = parts.map((part) => part.endsWith("%"));
  const alpha = parts[3] === undefined ? 1 : isPercent[3] ? numbers[3]! / 100 : numbers[3]!;
  const channel = (i: number) => (isPercent[i] ? numbers[i]! * 2.55 : numbers[i]!);
  const [r, g, b] =
    functional[1]!.toLowerCase() === "rgb"
      ? [channel(0), channel(1), channel(2)]
      : hslToRgb(((numbers[0]! % 360) + 360) % 360, numbers[1]! / 100, numbers[2]! / 100);
  const opacity = Math.max(0, Math.min(1, alpha));
  const overWhite = (c: number) => Math.max(0, Math.min(255, c)) * opacity + 255 * (1 - opacity);
  return [overWhite(r), overWhite(g), overWhite(b)];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours (1–21); null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = colourToRgb(a);
  const second = colourToRgb(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Button text on a fill: white while it passes AA, otherwise the better of black and white. */
export function textOn(fill: string): string {
  const onWhite = contrastRatio(white, fill) ?? 0;
  if (onWhite >= minimumTextContrast) return white;
  return (contrastRatio(black, fill) ?? 0) > onWhite ? black : white;
}

/** True when a text colour can be read on the pages' white card. */
export function readsOnCard(colour: string): boolean {
  return (contrastRatio(colour, white) ?? 0) >= minimumTextContrast;
}

export interface BrandingColours {
  /** Buttons, the header band, the success icon, the card's top edge, checked choices. */
  main: string;
  /** Text on the main colour. */
  onMain: string;
  /** Headings and text on the card. */
  text: string;
  /** Links on the card: the main colour where it reads on white, else the text colour. */
  link: string;
  /** Focus rings on the card, by the same rule with the contrast controls need. */
  focus: string;
  /** Text straight on the site's safe-area colour (the footer). */
  onBackground: string;
  /** The logo at the top: the branding's own, else the site's logo setting. */
  logo: { src: string; image: ImageAsset | null } | null;
}

const usable = (colour: string | null | undefined): colour is string =>
  !!colour && colourToRgb(colour) !== null;

/**
 * The colours and logo of the site's own pages. The main colour defaults to the global menu's
 * background, the text colour to the pages' dark text; a text colour that would not read on the
 * white card is replaced by that dark text, and the console says so.
 */
export function brandingColours(settings: SiteSettings): BrandingColours {
  const { branding } = settings;
  const menu = settings.globalMenu.backgroundColor;
  const main = usable(branding.mainColor) ? branding.mainColor : usable(menu) ? menu : defaultMain;
  const text =
    usable(branding.textColor) && readsOnCard(branding.textColor) ? branding.textColor : defaultBrandingText;
  const mainOnWhite = contrastRatio(main, white) ?? 0;
  const background = usable(settings.safeAreaColor) ? settings.safeAreaColor : black;
  const logoUrl = branding.logoUrl?.trim();
  return {
    main,
    onMain: textOn(main),
    text,
    link: mainOnWhite >= minimumTextContrast ? main : text,
    focus: mainOnWhite >= minimumUiContrast ? main : text,
    onBackground: textOn(background),
    logo: logoUrl
      ? { src: logoUrl, image: null }
      : settings.logo
        ? { src: settings.logo.image.src, image: settings.logo.image }
        : null,
  };
}
