import { type FlowResponse, formatPositionCode, type PagesResponse } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { strokeWidth, topMoves } from "./flow";

const cell = (pageId: string, columnIndex: number, rowIndex: number) => ({
  pageId,
  position: formatPositionCode({ columnIndex, rowIndex })!,
  columnIndex,
  rowIndex,
  category: "",
  title: "",
  visitors: 0,
  views: 0,
  exits: 0,
  exitRate: null,
  dwellMedianMs: null,
  dwellP90Ms: null,
  ctaClicks: 0,
  linkClicks: 0,
  productClicks: 0,
  popupClicks: 0,
  conversions: 0,
});

const pages: PagesResponse = {
  period: { from: "2026-11-01", to: "2026-11-30" },
  columns: 2,
  rows: 2,
  categories: [],
  pages: [cell("a1", 0, 0), cell("a2", 0, 1), cell("b1", 1, 0)],
};
const period = pages.period;

describe("the swipe flow", () => {
  it("keeps the most frequent moves with their share of the moves leaving their page", () => {
    const flow: FlowResponse = {
      period,
      moves: [
        { from: "a1", to: "b1", direction: "across", moves: 20 },
        { from: "a1", to: "a2", direction: "down", moves: 60 },
        { from: "a2", to: "a1", direction: "up", moves: 5 },
        { from: "gone", to: "a1", direction: "jump", moves: 99 },
      ],
    };
    const edges = topMoves(flow, pages, 2);
    expect(edges.map((edge) => [edge.from.position, edge.to.position, edge.moves, edge.share])).toEqual([
      ["A1", "A2", 60, 0.75],
      ["A1", "B1", 20, 0.25],
    ]);
  });

  it("orders equal moves by the grid, so the diagram does not reshuffle", () => {
    const flow: FlowResponse = {
      period,
      moves: [
        { from: "b1", to: "a1", direction: "across", moves: 3 },
        { from: "a1", to: "a2", direction: "down", moves: 3 },
      ],
    };
    expect(topMoves(flow, pages).map((edge) => edge.from.pageId)).toEqual(["a1", "b1"]);
  });

  it("draws the largest move 12 px wide and the smallest at least 2 px", () => {
    expect(strokeWidth(60, 60)).toBe(12);
    expect(strokeWidth(0, 60)).toBe(2);
    expect(strokeWidth(30, 60)).toBe(7);
  });
});
