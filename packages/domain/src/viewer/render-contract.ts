import type { SiteSnapshot } from "../site/snapshot.ts";
import type { SitePageName } from "./site-path.ts";

/**
 * The contract between the server and the viewer's server build (`dist/server/entry-server.js`):
 * the server reads the viewer's client manifest into `RenderAssets` and calls the entry's
 * functions to write whole HTML documents. Declared once here so both sides compile against it.
 */

/** A named special page (viewer.md §2), or a survey (without an id: the site's survey list). */
export type SpecialPage = { name: SitePageName } | { name: "survey"; surveyId: string | null };

/** From the viewer's client manifest: what a document loads. */
export interface RenderAssets {
  /** Module script URLs of the client entry. */
  scripts: string[];
  /** The entry's CSS text, inlined so the first paint does not wait for a stylesheet request. */
  css: string;
  /** Modules to preload (the entry's static imports). */
  preloads: string[];
  /** The special pages' chunk (register, login, forms, survey): its CSS text and modules. */
  pages?: { css: string; preloads: string[] };
}

export interface RenderInput {
  /** One published site in one language, its page content stripped for the first paint. */
  snapshot: SiteSnapshot;
  /** Cell code, e.g. "A1"; an unknown or unreachable one opens the site's first page. */
  position: string;
  /** "/sites/{siteId}", or "" (or the custom site path) on a custom domain. */
  basePath: string;
  /** The current query string without "?". */
  query: string;
  assets: RenderAssets;
  /** e.g. "https://shop.example.com", for the canonical and og:url. */
  origin: string;
  /** One of the site's special pages instead of the swipe viewer (viewer.md §2). */
  page?: SpecialPage;
}

/** The preview page's shell: the draft is fetched by the page itself with the visitor's token. */
export interface PreviewDocumentInput {
  siteId: string;
  /** The site's default language: the lock form speaks it before any draft is loaded. */
  lang: string;
  assets: Omit<RenderAssets, "css" | "pages"> & { css?: string };
}

/** What the viewer's server build exports. */
export interface ViewerServerEntry {
  renderSiteDocument(input: RenderInput): string;
  renderPreviewDocument(input: PreviewDocumentInput): string;
  /** The manifest key of the client entry. */
  viewerAssetsEntry: string;
  /** The manifest key of the special pages' chunk. */
  sitePagesAssetsEntry: string;
}
