/**
 * The viewer-side rules of the swipe analytics, without zod: the viewer imports them directly and
 * the event schemas (analytics.ts) build on them.
 */

/** Device class from the viewport's shorter side (see `deviceClassOf`). */
export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * The device class of a viewport: a shorter side under 600 px is a phone; a larger screen is a
 * tablet when touch is its main pointer, else a desktop (a laptop's 1366 × 768 is not a tablet).
 */
export function deviceClassOf(width: number, height: number, touch: boolean): DeviceClass {
  if (Math.min(width, height) < 600) return "phone";
  return touch ? "tablet" : "desktop";
}

/** Engagement under a second is not reading; over 30 minutes is a tab left open. */
export const minEngagementMs = 1000;
export const maxEngagementMs = 1_800_000;
/** Tap positions are permille of the page box, 0–1000 on each axis. */
export const tapScale = 1000;
/** The viewer sends at most this many taps per page and visit; the rollup counts no more. */
export const maxTapsPerPage = 20;
