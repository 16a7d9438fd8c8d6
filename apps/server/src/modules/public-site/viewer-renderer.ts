import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteSnapshot } from "@mekuri/domain";
import { viewerDist } from "../../platform/http/static-apps.ts";

export interface RenderInput {
  snapshot: SiteSnapshot;
  position: string;
  basePath: string;
  query: string;
  assets: { scripts: string[]; styles: string[]; preloads: string[] };
  origin: string;
}

export interface ViewerServerEntry {
  renderSiteDocument(input: RenderInput): string;
  viewerAssetsEntry: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface ViewerRenderer {
  render(input: Omit<RenderInput, "assets">): string;
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
  return rendererFrom(entry, {
    scripts: [url(main.file)],
    styles: [...styles].map(url),
    preloads: [...preloads].map(url),
  });
}

export function rendererFrom(entry: ViewerServerEntry, assets: RenderInput["assets"]): ViewerRenderer {
  return { render: (input) => entry.renderSiteDocument({ ...input, assets }) };
}
