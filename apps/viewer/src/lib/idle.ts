import { idleCallbackTimeoutMs } from "@domain/viewer/constants.ts";

/** Runs work when the browser is idle, at the latest after 2 s (viewer.md §9); Safari has no idle callback. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: idleCallbackTimeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
