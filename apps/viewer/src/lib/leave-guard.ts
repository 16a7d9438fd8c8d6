/**
 * "Leaving the page asks the browser for confirmation" (viewer.md §2) — except when the viewer
 * itself navigates (lock screen, internal links, language change), which would be a false alarm.
 */
let armed = false;

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!armed) return;
  event.preventDefault();
  // Older browsers read returnValue instead.
  event.returnValue = "";
}

/** A page restored from the back/forward cache (Back from a shop) asks again before leaving. */
function onPageShow(event: PageTransitionEvent): void {
  if (event.persisted) armed = true;
}

export function armLeaveGuard(): () => void {
  armed = true;
  window.addEventListener("beforeunload", onBeforeUnload);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    armed = false;
    window.removeEventListener("beforeunload", onBeforeUnload);
    window.removeEventListener("pageshow", onPageShow);
  };
}

/** Called right before the viewer's own navigations. */
export function releaseLeaveGuard(): void {
  armed = false;
}
