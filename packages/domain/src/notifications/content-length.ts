/** admin.md §5 Popup/notification and §9: content of at most 120 characters. */
export const noticeContentMaxLength = 120;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Characters as a person counts them: a family emoji or a letter with combining marks is one,
 * where String.length would count its UTF-16 units.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** UTF-16 units per character beyond which no real text goes (a family emoji takes 11). */
const unitsPerCharacterCeiling = 32;

/**
 * Whether the text holds at most `max` characters as a person counts them. The segmenter's time
 * grows faster than the text (200,000 units took half a minute), so a text far longer than any
 * real one of `max` characters is refused before segmenting, and counting stops past the limit.
 */
export function fitsCharacters(text: string, max: number): boolean {
  // A character is at least one UTF-16 unit, so a text this short always fits.
  if (text.length <= max) return true;
  if (text.length > max * unitsPerCharacterCeiling) return false;
  let count = 0;
  for (const _ of graphemes.segment(text)) {
    count += 1;
    if (count > max) return false;
  }
  return true;
}
