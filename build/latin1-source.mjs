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
