/**
 * V8 keeps a script's source in memory for as long as the script lives, one byte per character if
 * every character is Latin-1, two bytes otherwise: one em dash in a comment or one Japanese word
 * in a regular expression doubles the 5 MB server bundle's share of the heap (decision 136).
 * esbuild already escapes string literals; this escapes what it leaves (comments, regular
 * expression literals) as \uXXXX, which means the same there. Characters outside the BMP become
 * their two UTF-16 halves, which a /u regular expression reads as the one code point.
 */
export function latin1Source(text) {
  // Without the u flag the class matches UTF-16 units, so a pair's halves are escaped one by one.
  return text.replace(/[\u0100-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const character of text) {
    const digit = base64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeSegment(values) {
  let text = "";
  for (const value of values) {
    let rest = value < 0 ? (-value << 1) | 1 : value << 1;
    do {
      const digit = rest & 31;
      rest >>>= 5;
      text += base64[rest > 0 ? digit | 32 : digit];
    } while (rest > 0);
  }
  return text;
}

/**
 * The source map of `text` once latin1Source has escaped it: each escape makes its line five
 * characters longer, so every generated column after it on that line moves by five. In a bundle
 * without line breaks between statements a stack frame would otherwise map to the wrong code.
 */
export function latin1SourceMap(text, map) {
  const lines = text.split("\n");
  const mappings = map.mappings.split(";").map((line, index) => {
    const escapes = [...(lines[index] ?? "").matchAll(/[\u0100-\uffff]/g)].map((match) => match.index);
    if (escapes.length === 0 || line === "") return line;
    let column = 0;
    let shifted = 0;
    return line
      .split(",")
      .map((segment) => {
        const [delta, ...rest] = decodeSegment(segment);
        column += delta;
        const moved = column + 5 * escapes.filter((at) => at < column).length;
        const out = encodeSegment([moved - shifted, ...rest]);
        shifted = moved;
        return out;
      })
      .join(",");
  });
  return { ...map, mappings: mappings.join(";") };
}
