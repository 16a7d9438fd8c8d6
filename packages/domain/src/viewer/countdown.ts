import { countdownHoursBelowMs, countdownMinutesBelowMs } from "./constants.ts";
import { type DateInput, toTime } from "./time.ts";

/**
 * Remaining time to an end date (viewer.md §4, admin.md §4): under 60 minutes in minutes, under
 * 72 hours in hours, otherwise in days; nothing at zero or less. The UI words the unit.
 *
 * Rounding: minutes round up, hours and days round down. So the number shown is never 0 while time
 * remains (the last minute shows "1 minute" and the text empties exactly when the timeout fires), and
 * "3 days" or "1 hour" always means at least that much is left. Edges: 59:59 → 60 minutes,
 * 60:00 → 1 hour, 71:59:59 → 71 hours, 72:00:00 → 3 days.
 */
export type CountdownUnit = "minutes" | "hours" | "days";

export type Countdown =
  | {
      ended: false;
      unit: CountdownUnit;
      value: number;
      /** Milliseconds until the shown value changes, at most one hour (ticks per minute or per hour). */
      nextTickMs: number;
    }
  | { ended: true };

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** An unreadable end date counts as ended: nothing can be counted down to it. */
export function countdown(end: DateInput, now: Date): Countdown {
  const endTime = toTime(end);
  if (endTime === undefined || Number.isNaN(endTime)) return { ended: true };
  const remaining = endTime - now.getTime();
  if (remaining <= 0) return { ended: true };
  if (remaining < countdownMinutesBelowMs) {
    const value = Math.ceil(remaining / minuteMs);
    return { ended: false, unit: "minutes", value, nextTickMs: remaining - (value - 1) * minuteMs };
  }
  const [unit, size]: [CountdownUnit, number] =
    remaining < countdownHoursBelowMs ? ["hours", hourMs] : ["days", dayMs];
  const value = Math.floor(remaining / size);
  // The value drops once the remaining time falls below value × size, i.e. 1 ms after reaching it.
  const nextTickMs = Math.min(hourMs, remaining - value * size + 1);
  return { ended: false, unit, value, nextTickMs };
}

/** True on the first tick at or after the end: the moment the timeout callback fires, once. */
export function countdownTimedOut(previous: Countdown, next: Countdown): boolean {
  return !previous.ended && next.ended;
}
