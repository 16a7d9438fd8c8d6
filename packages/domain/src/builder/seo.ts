/**
 * SEO rules (admin.md §5 SEO). Title, H1 and description are plain texts; head and body tags are
 * HTML pasted by the site owner and inserted into the public page, so they are limited to what such
 * snippets need. Readings of the spec's terse lines are argued in docs/decisions/016.
 */
export const seoLimits = { title: 60, h1: 70, description: 160, tags: 65535 } as const;

export type SeoTextProblem = "whitespace" | "characters";
export type TagsProblem = "unsafeFunction" | "invalidScriptTag" | "invalidHeadTag";

/**
 * Letters and digits of any script, hyphen, vertical bar, colon, parentheses and brackets, plus
 * spaces, period, comma and ellipsis (with their Japanese full-width forms). Underscore, other
 * symbols and emoji are refused.
 */
const allowedSeoText = /^[\p{L}\p{Nd}\p{Mn}\p{Mc} \u3000\-|:()[\]（）【】［］｜：.,…、。，．・ー－]*$/u;
const emoji = /\p{Extended_Pictographic}|\u20E3|\uFE0F/u;

export function seoTextProblem(value: string): SeoTextProblem | undefined {
  if (value !== value.trim()) return "whitespace";
  if (!allowedSeoText.test(value) || emoji.test(value)) return "characters";
  return undefined;
}

const unsafeFunction = /\b(?:eval|setTimeout|setInterval)\b/;

export function hasUnsafeFunction(value: string): boolean {
  return unsafeFunction.test(value);
}

const attribute = String.raw`\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?`;
const scriptTag = new RegExp(String.raw`<script((?:${attribute})*)\s*>\s*</script\s*>`, "gi");

function attributesOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(
    /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return found;
}

/** Body tags: only `<script src="https://…" defer></script>` elements, nothing else. */
export function bodyTagsProblem(value: string): TagsProblem | undefined {
  if (hasUnsafeFunction(value)) return "unsafeFunction";
  let rest = value;
  for (const match of value.matchAll(scriptTag)) {
    const attributes = attributesOf(match[1] ?? "");
    const src = attributes.get("src") ?? "";
    if (!/^https?:\/\/\S+$/i.test(src) || !attributes.has("defer")) return "invalidScriptTag";
    rest = rest.replace(match[0], " ");
  }
  return rest.trim() === "" ? undefined : "invalidScriptTag";
}

const headElementsWithContent = /<(script|style|noscript|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const headVoidElement = new RegExp(String.raw`<(?:meta|link|base)(?:${attribute})*\s*\/?>`, "gi");

/**
 * Head tags: meta, link and base elements, and script, style, noscript and title elements with
 * their content; no event-handler attributes and no eval, setTimeout or setInterval.
 */
export function headTagsProblem(value: string): TagsProblem | undefined {
  if (hasUnsafeFunction(value)) return "unsafeFunction";
  const withoutComments = value.replace(/<!--[\s\S]*?-->/g, " ");
  const openings = withoutComments.match(/<[a-zA-Z][^>]*>/g) ?? [];
  if (openings.some((tag) => /\son[a-z]+\s*=/i.test(tag))) return "invalidHeadTag";
  const rest = withoutComments.replace(headElementsWithContent, " ").replace(headVoidElement, " ");
  return rest.trim() === "" ? undefined : "invalidHeadTag";
}
