/**
 * Colours the builder accepts (admin.md §5 Generic): hex with 3 or 6 digits, rgb()/rgba() and
 * hsl()/hsla(), in the comma form or the modern space form with "/ alpha".
 */
const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const number = String.raw`[+]?(?:\d+(?:\.\d+)?|\.\d+)`;
const percent = `${number}%`;
const alpha = `(?:${percent}|${number})`;
const channel = `(?:${percent}|${number})`;
const hue = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:deg)?`;

const rgbComma = new RegExp(
  String.raw`^rgba?\(\s*${channel}\s*,\s*${channel}\s*,\s*${channel}\s*(?:,\s*${alpha}\s*)?\)$`,
  "i",
);
const rgbSpace = new RegExp(
  String.raw`^rgba?\(\s*${channel}\s+${channel}\s+${channel}\s*(?:\/\s*${alpha}\s*)?\)$`,
  "i",
);
const hslComma = new RegExp(
  String.raw`^hsla?\(\s*${hue}\s*,\s*${percent}\s*,\s*${percent}\s*(?:,\s*${alpha}\s*)?\)$`,
  "i",
);
const hslSpace = new RegExp(
  String.raw`^hsla?\(\s*${hue}\s+${percent}\s+${percent}\s*(?:\/\s*${alpha}\s*)?\)$`,
  "i",
);

function inRange(value: string): boolean {
  const numbers = [...value.matchAll(/(\d+(?:\.\d+)?|\.\d+)(%?)/g)];
  const isHsl = /^hsl/i.test(value);
  return numbers.every(([, digits, pct], index) => {
    const n = Number(digits);
    if (pct) return n <= 100;
    if (isHsl && index === 0) return true;
    if (index === 3) return n <= 1;
    return n <= 255;
  });
}

export function isColour(value: string): boolean {
  if (hex.test(value)) return true;
  if (!(rgbComma.test(value) || rgbSpace.test(value) || hslComma.test(value) || hslSpace.test(value))) {
    return false;
  }
  return inRange(value);
}
