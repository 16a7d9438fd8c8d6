import { useEffect, useState } from "react";
import { currentToast, subscribeToast } from "../../lib/toast-store.ts";

/** One toast at a time, 3 s (viewer.md §9). */
export function Toast() {
  const [message, setMessage] = useState<string | null>(currentToast);
  useEffect(() => subscribeToast(setMessage), []);
  return (
    <div className="mk-toast-region" role="status" aria-live="polite">
      {message && <p className="mk-toast">{message}</p>}
    </div>
  );
}
