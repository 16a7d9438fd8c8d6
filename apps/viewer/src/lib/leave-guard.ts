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

export function armLeaveGuard(): () => void {
  armed = true;
  window.addEventListener("beforeunload", onBeforeUnload);
  return () => {
    armed = false;
    window.removeEventListener("beforeunload", onBeforeUnload);
  };
}

/** Called right before the viewer's own navigations. */
export function releaseLeaveGuard(): void {
  armed = false;
}
