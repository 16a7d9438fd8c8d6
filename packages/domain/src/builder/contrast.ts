import { contrastRatio } from "../viewer/branding.ts";

/** WCAG 2.x level AA for text of normal size (1.4.3): the ratio a chosen text colour must reach. */
export const wcagAaTextContrast = 4.5;

export interface TextContrast {
  /** The WCAG contrast ratio, rounded down to two decimals so 4.499 never shows as passing 4.5. */
  ratio: number;
  meetsAa: boolean;
}

/**
 * How a text colour reads on its background, for the builder's warning next to colour pairs (a
 * button's text on its fill, a popup's text on its background). Null while either is no colour yet.
 */
export function textContrast(text: string, background: string): TextContrast | null {
  const ratio = contrastRatio(text, background);
  if (ratio === null) return null;
  return { ratio: Math.floor(ratio * 100) / 100, meetsAa: ratio >= wcagAaTextContrast };
}
