import { notificationsStore } from "@mantine/notifications";
import { type ComponentType, useCallback, useEffect, useState } from "react";
import { usePrefetchWhenIdle } from "@/lib/lazy-with-preload";

/**
 * The toasts' container downloads when the browser is idle after the first paint (decision 154),
 * or at once when a toast is asked for before that: the toast waits in Mantine's store until the
 * container arrives and shows it. A failed download is tried again by the next toast.
 */
export function DeferredToasts() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  const load = useCallback(() => {
    import("./toasts").then(
      (module) => setToasts(() => module.Toasts),
      () => undefined,
    );
  }, []);
  usePrefetchWhenIdle([load], Toasts === null);
  useEffect(() => {
    if (Toasts) return;
    const stopWaiting = notificationsStore.subscribe(load);
    return () => {
      stopWaiting();
    };
  }, [Toasts, load]);
  return Toasts ? <Toasts /> : null;
}
