/** When the page last reloaded itself for a missing chunk (session storage, this tab only). */
const reloadedAtKey = "mekuri.chunkReloadAt";
/** A reload this recent did not help: the next failure asks the visitor instead of looping. */
const reloadWindowMs = 30_000;

function reloadedRecently(now: number): boolean {
  try {
    return now - Number(sessionStorage.getItem(reloadedAtKey) ?? 0) < reloadWindowMs;
  } catch {
    return true;
  }
}

/**
 * A lazy part of the viewer that fails to load (after a deploy, the old chunk names are gone)
 * reloads the page once by itself; failing again soon after, the error goes on to the reload page
 * (viewer.md §8: a chunk-load failure asks for a reload).
 */
export function loadOrReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const now = Date.now();
      if (reloadedRecently(now)) throw error;
      sessionStorage.setItem(reloadedAtKey, String(now));
      location.reload();
      // The page is going away: nothing should render meanwhile.
      return new Promise<T>(() => undefined);
    });
}
