export type WheelDirection = "up" | "down" | "left" | "right";

/** Scroll distance (px) a gesture needs before it turns a page: a stray nudge turns nothing. */
export const wheelTurnDistance = 40;
/** A pause this long (ms) ends a gesture; a trackpad's inertia keeps firing within it. */
export const wheelGesturePauseMs = 250;

interface WheelInput {
  deltaX: number;
  deltaY: number;
  /** WheelEvent.deltaMode: 0 pixels, 1 lines, 2 pages. */
  deltaMode: number;
  timeStamp: number;
}

const lineHeightPx = 16;

/**
 * One page per wheel or trackpad gesture. A gesture is a run of wheel events without a pause; it
 * turns a page once its distance passes the threshold, and nothing more until it ends, so a flick
 * on a trackpad (dozens of events with inertia) moves one page, like one swipe on a phone.
 */
export function createWheelGesture(): (event: WheelInput) => WheelDirection | undefined {
  let lastAt = Number.NEGATIVE_INFINITY;
  let x = 0;
  let y = 0;
  let turned = false;
  return (event) => {
    if (event.timeStamp - lastAt > wheelGesturePauseMs) {
      x = 0;
      y = 0;
      turned = false;
    }
    lastAt = event.timeStamp;
    if (turned) return undefined;
    const scale = event.deltaMode === 1 ? lineHeightPx : event.deltaMode === 2 ? 800 : 1;
    x += event.deltaX * scale;
    y += event.deltaY * scale;
    if (Math.max(Math.abs(x), Math.abs(y)) < wheelTurnDistance) return undefined;
    turned = true;
    if (Math.abs(y) >= Math.abs(x)) return y > 0 ? "down" : "up";
    return x > 0 ? "right" : "left";
  };
}
