const cjk = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** "Hanako Yamada" → "HY"; a Japanese, Chinese or Korean name → its first character ("山田 花子" → "山"). */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return "?";
  if (cjk.test(trimmed)) return [...trimmed][0]!;
  const parts = trimmed.split(/\s+/);
  const first = [...parts[0]!];
  const letters = parts.length > 1 ? `${first[0]}${[...parts.at(-1)!][0]}` : first.slice(0, 2).join("");
  return letters.toUpperCase();
}
