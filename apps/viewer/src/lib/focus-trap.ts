import { type RefObject, useEffect } from "react";

const focusable =
  "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * A dialog drawn without `<dialog>` (it slides over the page): Tab and Shift+Tab stay inside it, and
 * closing gives the focus back to what opened it.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const stops = [...container.querySelectorAll<HTMLElement>(focusable)];
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      const at = document.activeElement;
      if (!container.contains(at) || (event.shiftKey ? at === first : at === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
