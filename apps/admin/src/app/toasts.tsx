import { Notifications } from "@mantine/notifications";
import { toastDurationMs } from "@/lib/notify";

/** admin.md §8: one toast at a time, closing after 3 seconds. */
export function Toasts() {
  return <Notifications limit={1} autoClose={toastDurationMs} position="top-center" zIndex={1000} />;
}
