/**
 * A lazily loaded screen whose file could not be fetched: usually a new release replaced the old
 * files, or the connection dropped. Browsers word it differently; Vite adds its own for CSS.
 */
const patterns = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite
  /loading (css )?chunk [\w-]+ failed/i, // webpack-style wording, in case a dependency uses it
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return patterns.some((pattern) => pattern.test(error.message));
}
