import { moveHorizontal, moveVertical } from "@domain/viewer/navigation.ts";
import type { SiteSnapshot } from "@mekuri/domain";
import { useEffect, useRef } from "react";
import { type Cell, gridOf } from "../lib/navigation.ts";
import { createWheelGesture, type WheelDirection } from "../lib/wheel-gesture.ts";

/** Where a move from `cell` lands under the site's navigation rules (viewer.md §4), if anywhere. */
export function stepFrom(snapshot: SiteSnapshot, cell: Cell, direction: WheelDirection): Cell | undefined {
  const grid = gridOf(snapshot);
  if (direction === "up" || direction === "down") return moveVertical(grid, cell, direction);
  return moveHorizontal(grid, cell, direction, snapshot.settings.swipeRedirection);
}

const keyDirections: Record<string, WheelDirection> = {
  ArrowDown: "down",
  ArrowUp: "up",
  ArrowRight: "right",
  ArrowLeft: "left",
};

/**
 * The desktop's ways to turn pages, as a swipe would: arrow keys, and the mouse wheel or trackpad
 * (one page per gesture). Nothing moves while `blocked` (something is open over the page).
 */
export function usePageNavigation(
  snapshot: SiteSnapshot,
  cell: Cell,
  goTo: (target: Cell) => void,
  blocked: boolean,
): void {
  const cellNow = useRef(cell);
  cellNow.current = cell;
  useEffect(() => {
    if (blocked) return;
    const go = (direction: WheelDirection | undefined) => {
      const next = direction && stepFrom(snapshot, cell, direction);
      if (next) goTo(next);
      return !!next;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.metaKey || event.ctrlKey) return;
      const target = event.target;
      if (target instanceof Element && target.closest("input, select, textarea, [contenteditable]")) return;
      if (go(keyDirections[event.key])) event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [snapshot, cell, goTo, blocked]);

  // The gesture outlives page changes: the inertia of the flick that turned a page turns no other.
  useEffect(() => {
    if (blocked) return;
    const gesture = createWheelGesture();
    const onWheel = (event: WheelEvent) => {
      // Ctrl with the wheel (and a trackpad's pinch) zooms the page.
      if (event.ctrlKey) return;
      const { deltaX, deltaY, deltaMode } = event;
      const direction = gesture({ deltaX, deltaY, deltaMode, timeStamp: performance.now() });
      const next = direction && stepFrom(snapshot, cellNow.current, direction);
      if (next) goTo(next);
    };
    window.addEventListener("wheel", onWheel, { passive: true });
    return () => window.removeEventListener("wheel", onWheel);
  }, [snapshot, goTo, blocked]);
}
