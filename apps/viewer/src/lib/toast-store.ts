import { toastDurationMs } from "@domain/viewer/constants.ts";

/** One toast at a time for 3 s (viewer.md §9): a new one replaces the one showing. */
type Listener = (message: string | null) => void;

let current: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

export function showToast(message: string): void {
  current = message;
  clearTimeout(timer);
  timer = setTimeout(() => {
    current = null;
    for (const listener of listeners) listener(null);
  }, toastDurationMs);
  for (const listener of listeners) listener(current);
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToast = () => current;

const flashKey = "mekuri.toast";

/** A toast for the next page: a success that navigates away is said where the visitor lands. */
export function flashToast(message: string): void {
  try {
    sessionStorage.setItem(flashKey, message);
  } catch {
    // Storage refused (private mode): the navigation still happens, without the toast.
  }
}

/** Shows (once) the toast the previous page left for this one. */
export function showFlashedToast(): void {
  try {
    const message = sessionStorage.getItem(flashKey);
    sessionStorage.removeItem(flashKey);
    if (message) showToast(message);
  } catch {
    // No storage: nothing was left.
  }
}
