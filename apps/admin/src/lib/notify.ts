import { notifications } from "@mantine/notifications";

/** admin.md §8: toasts close after 3 seconds and only one is shown at a time. */
export const toastDurationMs = 3000;

type Tone = "error" | "success" | "info";

const colors: Record<Tone, string> = { error: "red", success: "teal", info: "ink" };

/** Shows a toast, replacing the one on screen (and anything queued) so the newest message wins. */
export function showToast(message: string, tone: Tone = "info"): void {
  notifications.clean();
  notifications.show({
    message,
    color: colors[tone],
    autoClose: toastDurationMs,
    withBorder: true,
    role: tone === "error" ? "alert" : "status",
  });
}
