import type { ViewerServerEntry } from "@mekuri/domain";
import { rendererFrom } from "../modules/public-site/viewer-renderer.ts";

// A URL, not a literal path: the viewer's files are typechecked by the viewer, with the DOM's types.
const viewerSource = new URL("../../../viewer/src/entry-server.tsx", import.meta.url).pathname;

/** The viewer's own server entry, from source: the same components the built site uses, no build. */
export async function loadViewerSourceRenderer() {
  return rendererFrom((await import(/* @vite-ignore */ viewerSource)) as ViewerServerEntry, {
    scripts: ["/viewer/assets/entry.js"],
    css: "",
    preloads: [],
  });
}
