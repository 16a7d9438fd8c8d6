import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The libraries decision 136 loads on first use, as the paths of their modules: a bundled library
 * shows in the sources of the release's chunk that holds it, an external one in its own file path.
 */
export const librariesLoadedOnFirstUse: Record<string, RegExp> = {
  Stripe: /node_modules\/stripe\//,
  "the AWS SDK": /node_modules\/@aws-sdk\//,
  nodemailer: /node_modules\/nodemailer\//,
  "pdfkit and fontkit": /node_modules\/(?:pdfkit|fontkit)\//,
  sharp: /node_modules\/sharp\//,
  "the HTML sanitiser": /node_modules\/sanitize-html\//,
  // drizzle's PGlite driver imports PGlite itself (and its own maps name no package).
  PGlite: /node_modules\/@electric-sql\/pglite\//,
};

/**
 * The module paths behind the URLs a process loaded: a script of the release stands for every
 * source in its map (`node_modules/stripe/…`, `apps/server/src/…`), any other file for itself.
 */
export function loadedModulePaths(urls: string[], releaseDir: string): string[] {
  const paths = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith("file:")) continue;
    const file = fileURLToPath(url);
    const map = `${file}.map`;
    if (file.startsWith(`${releaseDir}${path.sep}`) && existsSync(map)) {
      const { sources } = JSON.parse(readFileSync(map, "utf8")) as { sources: string[] };
      for (const source of sources) paths.add(source.replace(/^(?:\.\.?\/)+/, ""));
    } else {
      paths.add(file);
    }
  }
  return [...paths];
}

/** Which of the first-use libraries the paths hold, with one path of each as the evidence. */
export function librariesAmong(paths: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [library, pattern] of Object.entries(librariesLoadedOnFirstUse)) {
    const evidence = paths.find((modulePath) => pattern.test(modulePath));
    if (evidence) found[library] = evidence;
  }
  return found;
}
