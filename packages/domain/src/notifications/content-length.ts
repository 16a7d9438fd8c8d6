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
