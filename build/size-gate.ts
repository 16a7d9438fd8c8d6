/**
 * The size ceilings of issue 14 (`npm run test:size`): gzip bytes of the JavaScript and CSS each
 * first screen loads, read from the built manifests (run after `npm run build`; builds nothing).
 * Prints a table and exits 1 when a screen is over its ceiling.
 */
import path from "node:path";
import type { Manifest } from "../apps/viewer/scripts/manifest-assets.ts";
import { distOf, measure, readManifest, root, screens } from "./first-screen-size.ts";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main(): void {
  const manifests = new Map<string, Manifest>();
  const rows = screens.map((screen) => {
    const dist = path.join(root, distOf[screen.app]);
    const manifest = manifests.get(dist) ?? readManifest(dist);
    manifests.set(dist, manifest);
    return measure(screen, manifest, dist);
  });
  console.log("First screen          files  JS KB  CSS KB  total KB  ceiling KB  target KB  (gzip -9)");
  for (const row of rows) {
    const over = row.totalBytes > row.ceilingKb * 1024;
    const missed = row.targetKb !== undefined && row.totalBytes > row.targetKb * 1024;
    console.log(
      `${row.name.padEnd(20)} ${String(row.files).padStart(6)} ${kb(row.jsBytes).padStart(6)} ${kb(row.cssBytes).padStart(7)} ${kb(row.totalBytes).padStart(9)} ${String(row.ceilingKb).padStart(11)} ${String(row.targetKb ?? "—").padStart(10)}${over ? "  OVER" : missed ? "  target not met" : ""}`,
    );
  }
  const over = rows.filter((row) => row.totalBytes > row.ceilingKb * 1024);
  if (over.length > 0) {
    console.error(`Over the size ceiling: ${over.map((row) => row.name).join(", ")}`);
    process.exitCode = 1;
  }
}

main();
