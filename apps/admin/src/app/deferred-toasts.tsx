import { notificationsStore } from "@mantine/notifications";
import { type ComponentType, useEffect, useState } from "react";

/**
 * The toasts' container downloads after the first paint (decision 154): no page shows a toast
 * before it has rendered once, and a toast shown meanwhile waits in the store until the container
 * arrives. A failed download is tried again when the next toast is shown.
 */
export function DeferredToasts() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    let stopRetrying = () => {};
    const load = () => {
      import("./toasts").then(
        (module) => {
          stopRetrying();
          if (active) setToasts(() => module.Toasts);
        },
        () => {
          stopRetrying();
          stopRetrying = notificationsStore.subscribe(load);
        },
      );
    };
    load();
    return () => {
      active = false;
      stopRetrying();
    };
  }, []);
  return Toasts ? <Toasts /> : null;
}
