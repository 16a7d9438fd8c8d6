import { notificationRotationMs } from "./constants.ts";
import { type DateInput, isWithinWindow } from "./time.ts";

/** The notification banner (viewer.md §4, §5). */
export interface NotificationWindowInput {
  id: string | number;
  startDate?: DateInput;
  endDate?: DateInput;
}

/**
 * Shown only inside its start–end window, both ends included. A missing bound leaves that side open
 * (a notice without an end date stays until it is unpublished); an unreadable one hides it.
 */
export function isNotificationActive(notification: NotificationWindowInput, now: Date): boolean {
  return isWithinWindow(now, notification.startDate, notification.endDate);
}

/** The active notifications in their given order, leaving out the ones the visitor closed. */
export function activeNotifications<T extends NotificationWindowInput>(
  notifications: readonly T[],
  now: Date,
  closedIds: ReadonlySet<string | number> = new Set(),
): T[] {
  return notifications.filter((n) => !closedIds.has(n.id) && isNotificationActive(n, now));
}

/** Which of `count` active notifications shows after `elapsedMs` of rotation, one every 3000 ms. */
export function notificationRotationIndex(count: number, elapsedMs: number): number | undefined {
  if (count <= 0) return undefined;
  const step = Math.floor(Math.max(0, elapsedMs) / notificationRotationMs);
  return step % count;
}

/** The next index on a rotation tick; wraps to the first, and stays in range when the list shrank. */
export function nextNotificationIndex(index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  return (Math.max(0, index) + 1) % count;
}
