/**
 * Prints what the first load of the viewer costs: the client entry and every chunk it imports
 * statically, gzipped, then each lazily loaded chunk. Reads dist/client (run `build` first); builds
 * nothing and asserts nothing — the budget is checked by the project's benchmark. Sizes are gzip at
 * zlib's default level, in KiB.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { viewerAssetsEntry } from "../src/entry-server.tsx";
import { type Manifest, staticClosure } from "./manifest-assets.ts";

const client = fileURLToPath(new URL("../dist/client/", import.meta.url));
const manifest = JSON.parse(readFileSync(join(client, ".vite/manifest.json"), "utf8")) as Manifest;

const gzipped = (file: string) => gzipSync(readFileSync(join(client, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (label: string, bytes: number) => console.log(`  ${kb(bytes).padStart(9)}  ${label}`);

const firstLoad = staticClosure(manifest, viewerAssetsEntry);
let js = 0;
let css = 0;
console.log("First load (client entry and its static imports), gzip:");
for (const key of firstLoad) {
  const chunk = manifest[key]!;
  const bytes = gzipped(chunk.file);
  js += bytes;
  row(chunk.file, bytes);
  for (const file of chunk.css ?? []) {
    const cssBytes = gzipped(file);
    css += cssBytes;
    row(file, cssBytes);
  }
}
console.log(`  ${kb(js).padStart(9)}  = first-load JavaScript`);
console.log(`  ${kb(css).padStart(9)}  = first-load CSS`);

console.log("\nLoaded later (dynamic imports), gzip:");
const lazy = Object.entries(manifest).filter(([key]) => !firstLoad.includes(key));
for (const [key, chunk] of lazy) {
  if (!chunk.file.endsWith(".js")) continue;
  row(`${chunk.file}  (${chunk.src ?? key})`, gzipped(chunk.file));
}
