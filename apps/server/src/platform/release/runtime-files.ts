import path from "node:path";
import { fileURLToPath } from "node:url";

/** Set to true by the release build (build/release.mjs): the server then runs as one bundled file. */
declare const MEKURI_RELEASE: boolean | undefined;

const bundled = typeof MEKURI_RELEASE !== "undefined" && MEKURI_RELEASE;
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The files the server reads at run time. In the source tree they sit beside the sources; in a
 * release (dist/release) the bundle sits at its root, with each folder copied next to it.
 */
export const runtimeFiles = bundled
  ? {
      migrations: path.join(here, "drizzle"),
      adminDist: path.join(here, "admin"),
      viewerDist: path.join(here, "viewer"),
    }
  : {
      migrations: path.resolve(here, "../../../drizzle"),
      adminDist: path.resolve(here, "../../../../admin/dist"),
      viewerDist: path.resolve(here, "../../../../viewer/dist"),
    };
