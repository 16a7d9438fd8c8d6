import type { PreviewDocumentInput } from "@mekuri/domain";
import { escapeHtml, jsonForScript } from "../lib/html.ts";
import { lockFieldMessages } from "./lock-field-messages.ts";
import { type PreviewData, previewDataElementId } from "./preview-data.ts";

/**
 * The preview page's shell (viewer.md §2 Preview route). The draft is not in it: the page asks for
 * it with the visitor's preview token, which only the browser holds (the URL fragment).
 */
export function renderPreviewDocument(input: PreviewDocumentInput): string {
  const { assets } = input;
  const data: PreviewData = { siteId: input.siteId, lang: input.lang, fieldMessages: lockFieldMessages() };
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(input.lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="no-referrer">',
    "<title>Preview</title>",
    assets.css ? `<style>${assets.css}</style>` : "",
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    "</head>",
    "<body>",
    '<div id="mekuri-root"></div>',
    `<script type="application/json" id="${previewDataElementId}">${jsonForScript(data)}</script>`,
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
    "</body>",
    "</html>",
  ]
    .filter((part) => part !== "")
    .join("\n");
}
