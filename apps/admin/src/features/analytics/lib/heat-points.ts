import type { TapsResponse } from "@mekuri/domain";

/**
 * Tap cells as points for the heat layer: the centre of each cell in pixels of a box of the given
 * size, weighted by its taps; `max` is the busiest cell, so the hottest spot is always full red.
 */
export function heatPoints(
  taps: TapsResponse,
  width: number,
  height: number,
): { points: [number, number, number][]; max: number } {
  const cellWidth = width / taps.grid;
  const cellHeight = height / taps.grid;
  const points = taps.cells.map(
    (cell) =>
      [(cell.x + 0.5) * cellWidth, (cell.y + 0.5) * cellHeight, cell.taps] as [number, number, number],
  );
  return { points, max: Math.max(1, ...taps.cells.map((cell) => cell.taps)) };
}
