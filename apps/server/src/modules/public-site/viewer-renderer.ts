import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PreviewDocumentInput, RenderAssets, RenderInput, ViewerServerEntry } from "@mekuri/domain";
import { viewerDist } from "../../platform/http/static-apps.ts";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface ViewerRenderer {
  render(input: Omit<RenderInput, "assets">): string;
  /** The preview page's shell; the page fetches the draft itself with its preview token. */
  renderPreview(input: Omit<PreviewDocumentInput, "assets">): string;
}

/** Public URL prefix of the viewer's built client assets. */
export const viewerAssetsPrefix = "/viewer/";

/**
 * The viewer's own server build renders the first page (apps/viewer, `renderSiteDocument`); the
 * client manifest says which scripts and styles the document loads and which modules to preload.
 */
export async function loadViewerRenderer(): Promise<ViewerRenderer> {
  const entry = (await import(
    pathToFileURL(path.join(viewerDist, "server/entry-server.js")).href
  )) as ViewerServerEntry;
  const manifest = JSON.parse(
    await readFile(path.join(viewerDist, "client/.vite/manifest.json"), "utf8"),
  ) as Record<string, ManifestChunk>;
  const main = manifest[entry.viewerAssetsEntry];
  if (!main) throw new Error(`the viewer manifest has no ${entry.viewerAssetsEntry}`);
  const preloads = new Set<string>();
  const styles = new Set(main.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of main.imports ?? []) visit(key);
  const url = (file: string) => `${viewerAssetsPrefix}${file}`;
  // The first page's CSS (a few KB after compression) goes into the document: one request fewer
  // before the first paint on a slow phone network.
  const css = await Promise.all(
    [...styles].map((file) => readFile(path.join(viewerDist, "client", file), "utf8")),
  );
  return rendererFrom(entry, {
    scripts: [url(main.file)],
    css: css.join("\n"),
    preloads: [...preloads].map(url),
    pages: await pagesAssets(manifest, entry.sitePagesAssetsEntry, new Set([...preloads, main.file])),
  });
}

/**
 * The special pages load their chunk before hydrating: its modules are preloaded and its CSS is
 * inlined like the entry's, so the server-painted form is styled at once.
 */
async function pagesAssets(manifest: Record<string, ManifestChunk>, key: string, loaded: Set<string>) {
  const preloads: string[] = [];
  const css: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || loaded.has(chunk.file) || preloads.includes(chunk.file)) return;
    preloads.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  const texts = await Promise.all(css.map((file) => readFile(path.join(viewerDist, "client", file), "utf8")));
  return { css: texts.join("\n"), preloads: preloads.map((file) => `${viewerAssetsPrefix}${file}`) };
}

export function rendererFrom(entry: ViewerServerEntry, assets: RenderAssets): ViewerRenderer {
  return {
    render: (input) => entry.renderSiteDocument({ ...input, assets }),
    renderPreview: (input) => entry.renderPreviewDocument({ ...input, assets }),
  };
}
