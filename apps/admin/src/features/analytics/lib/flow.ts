import type { FlowResponse, PageFigures, PagesResponse } from "@mekuri/domain";
import { ratio } from "@mekuri/domain";

type Direction = FlowResponse["moves"][number]["direction"];

export interface FlowEdge {
  from: PageFigures;
  to: PageFigures;
  direction: Direction;
  moves: number;
  /** Share of all moves that left the `from` page. */
  share: number | null;
}

/**
 * The most frequent page-to-page moves (ties by grid order, so the diagram is stable), each with
 * its share of the moves that left its page: "of those who went on from A1, 62 % swiped down".
 */
export function topMoves(flow: FlowResponse, pages: PagesResponse, limit = 12): FlowEdge[] {
  const byId = new Map(pages.pages.map((page) => [page.pageId, page]));
  const leaving = new Map<string, number>();
  for (const move of flow.moves) leaving.set(move.from, (leaving.get(move.from) ?? 0) + move.moves);
  const order = (page: PageFigures) => page.columnIndex * 10_000 + page.rowIndex;
  return flow.moves
    .flatMap((move) => {
      const from = byId.get(move.from);
      const to = byId.get(move.to);
      if (!from || !to) return [];
      const share = ratio(move.moves, leaving.get(move.from) ?? 0);
      return [{ from, to, direction: move.direction, moves: move.moves, share }];
    })
    .sort((a, b) => b.moves - a.moves || order(a.from) - order(b.from) || order(a.to) - order(b.to))
    .slice(0, limit);
}

/** Stroke widths from 2 to 12 px by moves, relative to the largest move shown. */
export function strokeWidth(moves: number, largest: number): number {
  if (largest <= 0) return 2;
  return 2 + Math.round((moves / largest) * 10 * 10) / 10;
}
