import { type Box, clampToContainer, type Size } from "../../viewer/clamp.ts";
import { designSize } from "../../viewer/constants.ts";
import { pageControlSize } from "../../viewer/page-controls.ts";

/**
 * The builder's page canvas (admin.md §2 per-creative settings, §5 Campaign layout): buttons, product
 * points and link areas are placed in the design space of 375 × 739 and drawn scaled to the phone
 * frame on screen. Every edit goes through these functions so that what is stored is already inside
 * the page, exactly as the viewer will clamp it.
 */
export const canvasSize: Size = designSize;

/** Smallest box a resize or a drawn link area may leave, in design px: still big enough to tap. */
export const minBoxSize = 16;

/** Arrow keys move by 1 design px, with Shift by 10. */
export const nudgeStep = 1;
export const nudgeStepLarge = 10;

export interface Point {
  x: number;
  y: number;
}

export type ResizeHandle = "n" | "s" | "e" | "w" | "ne" | "nw" | "se" | "sw";
export const resizeHandles: readonly ResizeHandle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

/**
 * Stored positions are whole design pixels: dragging at a fractional scale must not leave 12.3456.
 * The edges are rounded, not the size, so a box that ends at the page's edge still ends there.
 */
export function roundBox(box: Box): Box {
  const left = Math.round(box.left);
  const top = Math.round(box.top);
  return {
    left,
    top,
    width: Math.round(box.left + box.width) - left,
    height: Math.round(box.top + box.height) - top,
  };
}

/** Whether a drag or resize changed anything: an unchanged box is not stored again. */
export function sameBox(a: Box, b: Box): boolean {
  return a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;
}

/** Screen pixels (pointer movement) to design pixels, for a canvas drawn `scale` times its design size. */
export function toDesignDelta(delta: Point, scale: number): Point {
  const factor = scale > 0 && Number.isFinite(scale) ? scale : 1;
  return { x: delta.x / factor, y: delta.y / factor };
}

/** The box moved by `delta` (design px), kept inside the container with its size unchanged. */
export function moveBox(box: Box, delta: Point, container: Size = canvasSize): Box {
  return roundBox(clampToContainer({ ...box, left: box.left + delta.x, top: box.top + delta.y }, container));
}

export type NudgeKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight";

export function isNudgeKey(key: string): key is NudgeKey {
  return key === "ArrowUp" || key === "ArrowDown" || key === "ArrowLeft" || key === "ArrowRight";
}

function nudgeDelta(key: NudgeKey, large: boolean): Point {
  const step = large ? nudgeStepLarge : nudgeStep;
  const delta: Record<NudgeKey, Point> = {
    ArrowUp: { x: 0, y: -step },
    ArrowDown: { x: 0, y: step },
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
  };
  return delta[key];
}

/** Keyboard placement: the same clamped move as a drag, one step per key press. */
export function nudgeBox(box: Box, key: NudgeKey, large = false, container: Size = canvasSize): Box {
  return moveBox(box, nudgeDelta(key, large), container);
}

/** Keyboard resizing (Alt+arrows): the bottom-right corner moves, clamped like a drag of its handle. */
export function nudgeSize(
  box: Box,
  key: NudgeKey,
  large = false,
  container: Size = canvasSize,
  options: ResizeOptions = {},
): Box {
  return resizeBox(box, "se", nudgeDelta(key, large), container, options);
}

export function nudgePoint(point: Point, key: NudgeKey, large = false, container: Size = canvasSize): Point {
  const delta = nudgeDelta(key, large);
  return clampPoint({ x: point.x + delta.x, y: point.y + delta.y }, container);
}

export interface ResizeOptions {
  /** Keep width ÷ height (a media button's picture). */
  lockRatio?: boolean;
  minSize?: number;
}

/**
 * The box resized by dragging one of its handles by `delta` (design px). The opposite edges stay
 * where they were; the moved edges stop at the container's sides and at the minimum size, so the
 * box never jumps or flips when the pointer overshoots.
 */
export function resizeBox(
  box: Box,
  handle: ResizeHandle,
  delta: Point,
  container: Size = canvasSize,
  options: ResizeOptions = {},
): Box {
  const min = Math.max(1, options.minSize ?? minBoxSize);
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  let left = box.left;
  let top = box.top;
  let width = box.width;
  let height = box.height;

  if (handle.includes("e")) width = clamp(box.width + delta.x, min, container.width - box.left);
  if (handle.includes("w")) {
    left = clamp(box.left + delta.x, 0, right - min);
    width = right - left;
  }
  if (handle.includes("s")) height = clamp(box.height + delta.y, min, container.height - box.top);
  if (handle.includes("n")) {
    top = clamp(box.top + delta.y, 0, bottom - min);
    height = bottom - top;
  }

  if (options.lockRatio && box.width > 0 && box.height > 0) {
    ({ left, top, width, height } = keepRatio(box, handle, { left, top, width, height }, container, min));
  }
  return roundBox({ left, top, width, height });
}

/**
 * With a locked ratio the handle's dominant axis decides the new size; the other follows, and the
 * whole box shrinks when the other side would leave the container.
 */
function keepRatio(original: Box, handle: ResizeHandle, next: Box, container: Size, min: number): Box {
  const ratio = original.width / original.height;
  const horizontal = handle.includes("e") || handle.includes("w");
  const vertical = handle.includes("n") || handle.includes("s");
  const useWidth =
    horizontal &&
    (!vertical ||
      Math.abs(next.width - original.width) / original.width >=
        Math.abs(next.height - original.height) / original.height);
  let width = useWidth ? next.width : next.height * ratio;
  let height = width / ratio;

  const anchorRight = handle.includes("w");
  const anchorBottom = handle.includes("n");
  const right = original.left + original.width;
  const bottom = original.top + original.height;
  const roomX = anchorRight ? right : container.width - original.left;
  const roomY = anchorBottom ? bottom : container.height - original.top;
  const shrink = Math.min(1, roomX / width, roomY / height);
  width *= shrink;
  height *= shrink;
  if (width < min || height < min) {
    const grow = Math.max(min / width, min / height);
    width = Math.min(width * grow, roomX);
    height = Math.min(height * grow, roomY);
  }
  return {
    left: anchorRight ? right - width : original.left,
    top: anchorBottom ? bottom - height : original.top,
    width,
    height,
  };
}

/**
 * A link area drawn by dragging from `start` to `end` (design px, either direction), clipped to the
 * container. Undefined when the drag is smaller than the minimum size in either direction: a click,
 * not a drawing.
 */
export function rectFromPoints(
  start: Point,
  end: Point,
  container: Size = canvasSize,
  minSize = minBoxSize,
): Box | undefined {
  const x1 = clamp(Math.min(start.x, end.x), 0, container.width);
  const y1 = clamp(Math.min(start.y, end.y), 0, container.height);
  const x2 = clamp(Math.max(start.x, end.x), 0, container.width);
  const y2 = clamp(Math.max(start.y, end.y), 0, container.height);
  if (x2 - x1 < minSize || y2 - y1 < minSize) return undefined;
  return roundBox({ left: x1, top: y1, width: x2 - x1, height: y2 - y1 });
}

/** A product point stays on the page. */
export function clampPoint(point: Point, container: Size = canvasSize): Point {
  return {
    x: Math.round(clamp(point.x, 0, container.width)),
    y: Math.round(clamp(point.y, 0, container.height)),
  };
}

/** The speaker or album button at `point` (its top-left corner), as the box the viewer draws. */
export function controlBox(point: Point): Box {
  return { left: point.x, top: point.y, width: pageControlSize, height: pageControlSize };
}

/** A speaker or album position kept so the whole button stays on the page, like a dragged item. */
export function clampControlPoint(point: Point, container: Size = canvasSize): Point {
  const box = moveBox(controlBox(point), { x: 0, y: 0 }, container);
  return { x: box.left, y: box.top };
}

/**
 * Where a new item goes: centred on the page, shifted down a step for every item already there so a
 * second "add" does not hide the first.
 */
export function placeNewBox(size: Size, existing: number, container: Size = canvasSize): Box {
  const step = 24;
  const left = (container.width - size.width) / 2;
  const top = (container.height - size.height) / 2 + (existing % 8) * step;
  return roundBox(clampToContainer({ left, top, width: size.width, height: size.height }, container));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
