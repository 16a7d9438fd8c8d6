import { describe, expect, it } from "vitest";
import {
  canvasSize,
  clampControlPoint,
  clampPoint,
  controlBox,
  moveBox,
  nudgeBox,
  nudgePoint,
  nudgeSize,
  placeNewBox,
  rectFromPoints,
  resizeBox,
  roundBox,
  sameBox,
  toDesignDelta,
} from "./geometry.ts";

const box = { left: 100, top: 200, width: 120, height: 40 };

describe("the page canvas", () => {
  it("is the design page of 375 × 739", () => {
    expect(canvasSize).toEqual({ width: 375, height: 739 });
  });
});

describe("sameBox", () => {
  it("tells an unchanged box from a moved or resized one", () => {
    const box = { left: 10, top: 20, width: 120, height: 40 };
    expect(sameBox(box, { ...box })).toBe(true);
    expect(sameBox(box, { ...box, left: 11 })).toBe(false);
    expect(sameBox(box, { ...box, height: 41 })).toBe(false);
  });
});

describe("toDesignDelta", () => {
  it("turns screen pixels into design pixels at the canvas scale", () => {
    expect(toDesignDelta({ x: 30, y: -15 }, 0.5)).toEqual({ x: 60, y: -30 });
  });

  it("treats a broken scale as 1", () => {
    expect(toDesignDelta({ x: 30, y: 15 }, 0)).toEqual({ x: 30, y: 15 });
  });
});

describe("moveBox", () => {
  it("moves by the delta and rounds to whole pixels", () => {
    expect(moveBox(box, { x: 10.4, y: -20.6 })).toEqual({ left: 110, top: 179, width: 120, height: 40 });
  });

  it("stops at the left and top edges", () => {
    expect(moveBox(box, { x: -500, y: -500 })).toEqual({ left: 0, top: 0, width: 120, height: 40 });
  });

  it("stops with the whole box inside at the right and bottom edges", () => {
    expect(moveBox(box, { x: 1000, y: 1000 })).toEqual({ left: 255, top: 699, width: 120, height: 40 });
  });

  it("shrinks a box wider than the page to the page and keeps it inside", () => {
    expect(moveBox({ left: 0, top: 0, width: 500, height: 40 }, { x: 20, y: 0 })).toEqual({
      left: 0,
      top: 0,
      width: 375,
      height: 40,
    });
  });
});

describe("nudgeBox", () => {
  it("moves one pixel per arrow key and ten with Shift", () => {
    expect(nudgeBox(box, "ArrowRight")).toMatchObject({ left: 101, top: 200 });
    expect(nudgeBox(box, "ArrowUp", true)).toMatchObject({ left: 100, top: 190 });
  });

  it("does not leave the page", () => {
    expect(nudgeBox({ ...box, left: 0 }, "ArrowLeft", true)).toMatchObject({ left: 0 });
  });
});

describe("nudgeSize", () => {
  it("grows or shrinks from the bottom-right corner and stops at the page's edge", () => {
    expect(nudgeSize(box, "ArrowRight", true)).toEqual({ ...box, width: 130 });
    expect(nudgeSize(box, "ArrowUp")).toEqual({ ...box, height: 39 });
    expect(nudgeSize({ ...box, left: 255 }, "ArrowRight")).toEqual({ ...box, left: 255 });
  });
});

describe("nudgePoint", () => {
  it("moves a product point and keeps it on the page", () => {
    expect(nudgePoint({ x: 65, y: 260 }, "ArrowDown", true)).toEqual({ x: 65, y: 270 });
    expect(nudgePoint({ x: 375, y: 0 }, "ArrowRight")).toEqual({ x: 375, y: 0 });
  });
});

describe("resizeBox", () => {
  it("grows to the right and down from the south-east handle", () => {
    expect(resizeBox(box, "se", { x: 30, y: 10 })).toEqual({ left: 100, top: 200, width: 150, height: 50 });
  });

  it("keeps the right edge when the west handle moves", () => {
    expect(resizeBox(box, "w", { x: -40, y: 99 })).toEqual({ left: 60, top: 200, width: 160, height: 40 });
  });

  it("keeps the bottom edge when the north handle moves", () => {
    expect(resizeBox(box, "n", { x: 0, y: 30 })).toEqual({ left: 100, top: 224, width: 120, height: 16 });
  });

  it("stops at the page's sides", () => {
    expect(resizeBox(box, "se", { x: 999, y: 999 })).toEqual({
      left: 100,
      top: 200,
      width: 275,
      height: 539,
    });
    expect(resizeBox(box, "nw", { x: -999, y: -999 })).toEqual({ left: 0, top: 0, width: 220, height: 240 });
  });

  it("rounds to whole pixels without pushing the far edge off the page", () => {
    const result = resizeBox({ left: 180, top: 410, width: 195, height: 48 }, "sw", { x: -57.5, y: 37.5 });
    expect(result).toEqual({ left: 123, top: 410, width: 252, height: 86 });
    expect(result.left + result.width).toBe(375);
  });

  it("never goes below the minimum size nor flips", () => {
    expect(resizeBox(box, "e", { x: -500, y: 0 })).toMatchObject({ left: 100, width: 16 });
    expect(resizeBox(box, "w", { x: 500, y: 0 })).toMatchObject({ left: 204, width: 16 });
  });

  it("keeps the ratio when it is locked", () => {
    expect(resizeBox(box, "e", { x: 120, y: 0 }, canvasSize, { lockRatio: true })).toEqual({
      left: 100,
      top: 200,
      width: 240,
      height: 80,
    });
    expect(resizeBox(box, "s", { x: 0, y: 20 }, canvasSize, { lockRatio: true })).toEqual({
      left: 100,
      top: 200,
      width: 180,
      height: 60,
    });
  });

  it("shrinks a locked box that would leave the page so it keeps its shape inside", () => {
    const result = resizeBox(box, "se", { x: 999, y: 0 }, canvasSize, { lockRatio: true });
    expect(result).toEqual({ left: 100, top: 200, width: 275, height: 92 });
    expect(result.left + result.width).toBeLessThanOrEqual(375);
  });

  it("anchors a locked box at its bottom-right corner when resized from the north-west", () => {
    expect(resizeBox(box, "nw", { x: -60, y: 0 }, canvasSize, { lockRatio: true })).toEqual({
      left: 40,
      top: 180,
      width: 180,
      height: 60,
    });
  });
});

describe("roundBox", () => {
  it("rounds the edges, so the size follows them", () => {
    expect(roundBox({ left: 10.4, top: 0.6, width: 20.4, height: 10 })).toEqual({
      left: 10,
      top: 1,
      width: 21,
      height: 10,
    });
  });
});

describe("rectFromPoints", () => {
  it("draws a rectangle in either direction", () => {
    expect(rectFromPoints({ x: 200, y: 300 }, { x: 50, y: 100 })).toEqual({
      left: 50,
      top: 100,
      width: 150,
      height: 200,
    });
  });

  it("clips the drawing to the page", () => {
    expect(rectFromPoints({ x: -20, y: 700 }, { x: 100, y: 900 })).toEqual({
      left: 0,
      top: 700,
      width: 100,
      height: 39,
    });
  });

  it("treats a tiny drag as a click", () => {
    expect(rectFromPoints({ x: 10, y: 10 }, { x: 14, y: 80 })).toBeUndefined();
  });
});

describe("clampPoint", () => {
  it("keeps a product point on the page", () => {
    expect(clampPoint({ x: -5, y: 900.4 })).toEqual({ x: 0, y: 739 });
    expect(clampPoint({ x: 65.4, y: 260 })).toEqual({ x: 65, y: 260 });
  });
});

describe("placeNewBox", () => {
  it("centres the first item and steps the next ones down", () => {
    expect(placeNewBox({ width: 120, height: 40 }, 0)).toEqual({
      left: 128,
      top: 350,
      width: 120,
      height: 40,
    });
    expect(placeNewBox({ width: 120, height: 40 }, 1)).toMatchObject({ top: 374 });
  });
});

describe("the speaker and album buttons", () => {
  it("are 40 × 40 boxes at their top-left corner", () => {
    expect(controlBox({ x: 10, y: 20 })).toEqual({ left: 10, top: 20, width: 40, height: 40 });
  });

  it("stay whole on the page and on whole pixels when placed by number", () => {
    expect(clampControlPoint({ x: 400, y: -5 })).toEqual({ x: 335, y: 0 });
    expect(clampControlPoint({ x: -1, y: 900 })).toEqual({ x: 0, y: 699 });
    expect(clampControlPoint({ x: 12.4, y: 60.6 })).toEqual({ x: 12, y: 61 });
  });
});
