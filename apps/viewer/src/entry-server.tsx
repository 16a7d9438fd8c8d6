import { maxPreloadedButtonImages } from "@domain/viewer/constants.ts";
import type { RenderInput, SiteSnapshot, SpecialPage } from "@mekuri/domain";
import { renderToString } from "react-dom/server";
import { ViewerApp } from "./app/viewer-app.tsx";
import { siteFooterHeight } from "./components/chrome/site-footer.tsx";
import { escapeHtml, jsonForScript } from "./lib/html.ts";
import { imageSrcSet, stageImageSizes } from "./lib/images.ts";
import { type Catalogue, catalogueFor } from "./lib/messages.ts";
import { cellFromCode, pageAt } from "./lib/navigation.ts";
import { sitePath } from "./lib/site-paths.ts";
import { pageTitleKey } from "./pages/page-context.tsx";
import { type PageCatalogue, pageCatalogueFor } from "./pages/page-messages.ts";
import { pageHref } from "./pages/page-shell.tsx";
import { SitePageApp } from "./pages/site-page-app.tsx";

/** The manifest key of the client entry: the server reads its files from dist/client/.vite/manifest.json. */
export const viewerAssetsEntry = "src/entry-client.tsx";
export { renderPreviewDocument } from "./preview/preview-document.ts";
/** The manifest key of the special pages' chunk, whose script and style those pages load at once. */
export const sitePagesAssetsEntry = "src/pages/pages-chunk.ts";

/** What the client entry reads from #mekuri-data to hydrate the same tree. */
export interface InlinedData {
  snapshot: SiteSnapshot;
  messages: Catalogue;
  position: string;
  basePath: string;
  query: string;
  /** Set on the special pages, with their words. */
  page?: SpecialPage;
  pageMessages?: PageCatalogue;
}

export const dataElementId = "mekuri-data";

/** The complete public HTML document of one page of a site, its first page painted without JavaScript. */
export function renderSiteDocument(input: RenderInput): string {
  if (input.page) return renderPageDocument({ ...input, page: input.page });
  const { snapshot, basePath, query, assets, origin } = input;
  const cell = cellFromCode(snapshot, input.position);
  const page = pageAt(snapshot, cell);
  const image = page?.media?.image ?? page?.media?.poster ?? null;
  const seo = snapshot.seo;
  const title = seo.title || snapshot.name;
  // The canonical address of this page in this language (no query: ad parameters are not a page).
  const path = sitePath(snapshot, basePath, { kind: "topic", position: page?.code }, "");
  const data: InlinedData = {
    snapshot,
    messages: catalogueFor(snapshot.lang),
    position: page?.code ?? input.position,
    basePath,
    query,
  };
  // React writes preloads for the images it renders at the very start of its output; they belong in
  // the head (the first page's image is preloaded there already, with its href for older browsers).
  const rendered = renderToString(<ViewerApp {...data} />);
  const hints = /^(?:<link [^>]*\/>)*/.exec(rendered)?.[0] ?? "";
  const app = rendered.slice(hints.length);
  // At most 3 button images of the first page are preloaded (viewer.md §9).
  const buttonImages = (page?.content?.buttons ?? [])
    .flatMap((button) => (button.buttonType === "MEDIA" && button.buttonImage ? [button.buttonImage] : []))
    .slice(0, maxPreloadedButtonImages)
    .map(
      (asset) =>
        `<link rel="preload" as="image" href="${escapeHtml(asset.src)}" imagesrcset="${escapeHtml(imageSrcSet(asset))}" imagesizes="${Math.round(buttonWidthFor(page, asset) * 2)}px">`,
    );
  const reactPreloads = (hints.match(/<link [^>]*\/>/g) ?? []).filter(
    (tag) => !image || !tag.includes(`"${escapeHtml(image.variants[0]?.src ?? image.src)}`),
  );
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(title)}</title>`,
    seo.description && `<meta name="description" content="${escapeHtml(seo.description)}">`,
    `<link rel="canonical" href="${escapeHtml(origin + path)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    seo.description && `<meta property="og:description" content="${escapeHtml(seo.description)}">`,
    `<meta property="og:url" content="${escapeHtml(origin + path)}">`,
    image &&
      `<meta property="og:image" content="${escapeHtml(absolute(origin, image.variants.find((v) => v.width >= 1200)?.src ?? image.src))}">`,
    `<meta name="theme-color" content="${escapeHtml(snapshot.settings.safeAreaColor)}">`,
    snapshot.settings.faviconUrl && `<link rel="icon" href="${escapeHtml(snapshot.settings.faviconUrl)}">`,
    image &&
      `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(imageSrcSet(image))}" imagesizes="${stageImageSizes}" fetchpriority="high">`,
    ...reactPreloads,
    ...buttonImages,
    assets.css && `<style>${assets.css.replace(/<\/style/gi, "<\\/style")}</style>`,
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    `<style>:root{--footer-h:${siteFooterHeight(snapshot)}px}</style>`,
    // The creator's own head tags, raw: sites run on their own origin (ARCHITECTURE.md, Security model).
    seo.headTags,
  ];
  return htmlDocument(snapshot, head, app, data, assets.scripts);
}

/**
 * A special page (viewer.md §2): the site's head with the page's name after its title, the page's
 * frame painted by the server, its form filled in by the client.
 */
function renderPageDocument(input: RenderInput & { page: SpecialPage }): string {
  const { snapshot, basePath, query, assets, origin, page } = input;
  const pageMessages = pageCatalogueFor(snapshot.lang);
  const title = `${snapshot.seo.title || snapshot.name} | ${pageMessages[pageTitleKey(page)]}`;
  const canonical = origin + pageHref(page, snapshot, basePath, "");
  const data: InlinedData = {
    snapshot,
    messages: catalogueFor(snapshot.lang),
    position: "A1",
    basePath,
    query,
    page,
    pageMessages,
  };
  const app = renderToString(
    <SitePageApp
      snapshot={snapshot}
      pageMessages={pageMessages}
      page={page}
      basePath={basePath}
      query={query}
    />,
  );
  // Forms, confirmations and answers are not content to index.
  const indexable = page.name === "contact" || page.name === "forms" || page.name === "survey";
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(title)}</title>`,
    indexable ? "" : '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta name="theme-color" content="${escapeHtml(snapshot.settings.safeAreaColor)}">`,
    snapshot.settings.faviconUrl && `<link rel="icon" href="${escapeHtml(snapshot.settings.faviconUrl)}">`,
    `<style>${`${assets.css}\n${assets.pages?.css ?? ""}`.replace(/<\/style/gi, "<\\/style")}</style>`,
    ...[...assets.preloads, ...(assets.pages?.preloads ?? [])].map(
      (href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`,
    ),
    snapshot.seo.headTags,
  ];
  // The forms post through script (decision 060): without it, say so instead of a form that never answers.
  const noscript = `<noscript><p role="alert" style="margin:0;padding:12px 16px;background:#fff4e5;color:#5c3200;font:14px/1.5 system-ui,sans-serif">${escapeHtml(pageMessages.javascriptRequired)}</p></noscript>`;
  return htmlDocument(snapshot, head, app, data, assets.scripts, noscript);
}

/**
 * The document around a painted app: the head's tags (empty ones left out), the data the client
 * hydrates from, the module scripts, and the creator's own body tags.
 */
function htmlDocument(
  snapshot: SiteSnapshot,
  head: (string | false | null | undefined)[],
  app: string,
  data: InlinedData,
  scripts: string[],
  /** Markup before the app's root, outside what the client hydrates. */
  before = "",
): string {
  return [
    "<!doctype html>",
    `<html lang="${snapshot.lang}">`,
    "<head>",
    ...head.filter((tag): tag is string => !!tag),
    "</head>",
    "<body>",
    before,
    `<div id="mekuri-root">${app}</div>`,
    `<script type="application/json" id="${dataElementId}">${jsonForScript(data)}</script>`,
    ...scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
    snapshot.seo.bodyTags,
    "</body>",
    "</html>",
  ]
    .filter((part) => part !== "")
    .join("\n");
}

function buttonWidthFor(page: ReturnType<typeof pageAt>, asset: object): number {
  return page?.content?.buttons.find((button) => button.buttonImage === asset)?.buttonWidth || 120;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}
