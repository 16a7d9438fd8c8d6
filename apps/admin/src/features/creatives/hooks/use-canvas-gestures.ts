import {
  type Box,
  canvasSize,
  clampPoint,
  isNudgeKey,
  moveBox,
  nudgeBox,
  nudgePoint,
  nudgeSize,
  type Point,
  type ResizeHandle,
  rectFromPoints,
  resizeBox,
  sameBox,
  toDesignDelta,
} from "@mekuri/domain";
import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from "react";
import type { PageControl } from "../components/control-marker";

export type CanvasItemKind = "button" | "product" | "link" | "text" | PageControl;
export interface CanvasSelection {
  kind: CanvasItemKind;
  id: string;
}

/** What the canvas reports when a gesture or a key has moved, resized, drawn or removed an item. */
export interface CanvasEdits {
  onSelect: (selection: CanvasSelection | null) => void;
  onButtonBox: (id: string, box: Box) => void;
  onLinkBox: (id: string, box: Box) => void;
  onProductPoint: (id: string, point: Point) => void;
  onTextPoint: (point: Point) => void;
  onControlPoint: (control: PageControl, point: Point) => void;
  onRemove: (selection: CanvasSelection) => void;
  onDrawn: (box: Box | undefined) => void;
}

type BoxItem = "button" | "link" | PageControl;
type PointItem = "product" | "text";

type Gesture =
  | {
      kind: "move" | "resize";
      item: BoxItem;
      id: string;
      handle?: ResizeHandle;
      start: Point;
      box: Box;
      lockRatio: boolean;
    }
  | { kind: "point"; item: PointItem; id: string; start: Point; point: Point }
  | { kind: "draw"; origin: Point };

type Live = { id: string; box?: Box; point?: Point } | { draft: Box | undefined };

interface GestureOptions extends CanvasEdits {
  root: RefObject<HTMLDivElement | null>;
  /** On-screen pixels per design pixel. */
  scale: number;
  drawing: boolean;
  readOnly?: boolean;
}

const isRemoveKey = (key: string) => key === "Delete" || key === "Backspace";

/**
 * The canvas's pointer gestures and arrow keys. While a gesture runs, the item is drawn where it
 * would land (`liveBox`, `livePoint`, `draft`); the edit is reported once, when it ends, clamped by
 * the domain's canvas rules and in design pixels.
 */
export function useCanvasGestures({ root, scale, drawing, readOnly, ...edits }: GestureOptions) {
  const gesture = useRef<Gesture | null>(null);
  const [live, setLive] = useState<Live | null>(null);

  const at = (event: PointerEvent): Point => {
    const rect = root.current?.getBoundingClientRect();
    return { x: (event.clientX - (rect?.left ?? 0)) / scale, y: (event.clientY - (rect?.top ?? 0)) / scale };
  };

  const capture = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const startBox = (
    event: PointerEvent,
    item: BoxItem,
    id: string,
    box: Box,
    handle?: ResizeHandle,
    lockRatio = false,
  ) => {
    if (readOnly || drawing || event.button !== 0) return;
    event.stopPropagation();
    capture(event);
    edits.onSelect({ kind: item, id });
    gesture.current = {
      kind: handle ? "resize" : "move",
      item,
      id,
      handle,
      start: { x: event.clientX, y: event.clientY },
      box,
      lockRatio,
    };
  };

  const startPoint = (event: PointerEvent, item: PointItem, id: string, point: Point) => {
    if (readOnly || drawing || event.button !== 0) return;
    event.stopPropagation();
    capture(event);
    edits.onSelect({ kind: item, id });
    gesture.current = { kind: "point", item, id, start: { x: event.clientX, y: event.clientY }, point };
  };

  const startDraw = (event: PointerEvent) => {
    if (event.button !== 0) return;
    if (!drawing || readOnly) {
      edits.onSelect(null);
      return;
    }
    capture(event);
    gesture.current = { kind: "draw", origin: at(event) };
    setLive({ draft: undefined });
  };

  /** Where the running gesture would leave its item; the same result is kept on release. */
  const result = (event: PointerEvent): Live | null => {
    const current = gesture.current;
    if (!current) return null;
    if (current.kind === "draw") return { draft: rectFromPoints(current.origin, at(event)) };
    const delta = toDesignDelta(
      { x: event.clientX - current.start.x, y: event.clientY - current.start.y },
      scale,
    );
    if (current.kind === "point") {
      return {
        id: current.id,
        point: clampPoint({ x: current.point.x + delta.x, y: current.point.y + delta.y }),
      };
    }
    const box =
      current.kind === "resize" && current.handle
        ? resizeBox(current.box, current.handle, delta, canvasSize, { lockRatio: current.lockRatio })
        : moveBox(current.box, delta);
    return { id: current.id, box };
  };

  const move = (event: PointerEvent) => {
    const next = result(event);
    if (next) setLive(next);
  };

  const end = (event: PointerEvent) => {
    const current = gesture.current;
    const next = result(event);
    gesture.current = null;
    setLive(null);
    if (!current || !next) return;
    if (current.kind === "draw") {
      edits.onDrawn("draft" in next ? next.draft : undefined);
      return;
    }
    if (!("id" in next)) return;
    if (current.kind === "point") {
      if (!next.point || (next.point.x === current.point.x && next.point.y === current.point.y)) return;
      if (current.item === "text") edits.onTextPoint(next.point);
      else edits.onProductPoint(current.id, next.point);
      return;
    }
    if (!next.box || sameBox(next.box, current.box)) return;
    if (current.item === "button") edits.onButtonBox(current.id, next.box);
    else if (current.item === "link") edits.onLinkBox(current.id, next.box);
    else edits.onControlPoint(current.item, { x: next.box.left, y: next.box.top });
  };

  const cancel = () => {
    gesture.current = null;
    setLive(null);
  };

  const keyOnBox = (
    event: KeyboardEvent,
    item: "button" | "link",
    id: string,
    box: Box,
    lockRatio = false,
  ) => {
    if (readOnly) return;
    if (isRemoveKey(event.key)) {
      event.preventDefault();
      edits.onRemove({ kind: item, id });
      return;
    }
    if (!isNudgeKey(event.key)) return;
    event.preventDefault();
    const next = event.altKey
      ? nudgeSize(box, event.key, event.shiftKey, canvasSize, { lockRatio })
      : nudgeBox(box, event.key, event.shiftKey);
    if (sameBox(next, box)) return;
    if (item === "button") edits.onButtonBox(id, next);
    else edits.onLinkBox(id, next);
  };

  const keyOnControl = (event: KeyboardEvent, control: PageControl, box: Box) => {
    if (readOnly || !isNudgeKey(event.key)) return;
    event.preventDefault();
    const next = nudgeBox(box, event.key, event.shiftKey);
    if (!sameBox(next, box)) edits.onControlPoint(control, { x: next.left, y: next.top });
  };

  const keyOnPoint = (event: KeyboardEvent, item: PointItem, id: string, point: Point) => {
    if (readOnly) return;
    if (item === "product" && isRemoveKey(event.key)) {
      event.preventDefault();
      edits.onRemove({ kind: item, id });
      return;
    }
    if (!isNudgeKey(event.key)) return;
    event.preventDefault();
    const next = nudgePoint(point, event.key, event.shiftKey);
    if (item === "text") edits.onTextPoint(next);
    else edits.onProductPoint(id, next);
  };

  const liveBox = (id: string, box: Box) =>
    live && "id" in live && live.id === id && live.box ? live.box : box;
  const livePoint = (id: string, point: Point) =>
    live && "id" in live && live.id === id && live.point ? live.point : point;
  const draft = live && "draft" in live ? live.draft : undefined;

  return {
    surface: { onPointerDown: startDraw, onPointerMove: move, onPointerUp: end, onPointerCancel: cancel },
    startBox,
    startPoint,
    keyOnBox,
    keyOnControl,
    keyOnPoint,
    liveBox,
    livePoint,
    draft,
  };
}
