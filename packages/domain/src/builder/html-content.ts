/**
 * HTML/CSS button content (admin.md §3) is shown inside the public page. Content carrying active
 * code is refused with a message, so the owner learns why it would not run; the server also passes
 * whatever is saved through a real sanitiser (docs/decisions/016).
 */
const script = /<\s*script\b/i;
const eventHandler = /<[^>]*\son[a-z]+\s*=/i;
const scriptUrl =
  /(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(?:javascript|vbscript|data:text\/html)/i;
const cssScript = /expression\s*\(|url\s*\(\s*["']?\s*javascript:/i;

export function hasActiveHtml(html: string): boolean {
  const decoded = html.replace(/&#(x?)([0-9a-f]+);?/gi, (_, isHex: string, digits: string) =>
    String.fromCharCode(Number.parseInt(digits, isHex ? 16 : 10)),
  );
  return [script, eventHandler, scriptUrl, cssScript].some((rule) => rule.test(decoded));
}
