import { describe, expect, it } from "vitest";
import { clampToContainer, layoutInContainer, scaleToContainer } from "./clamp.ts";

const container = { width: 200, height: 400 };

describe("scaleToContainer", () => {
  it("scales position and size from the parent size to the container", () => {
    const item = { left: 10, top: 20, width: 50, height: 40, parentWidth: 100, parentHeight: 800 };
    expect(scaleToContainer(item, container)).toEqual({ left: 20, top: 10, width: 100, height: 20 });
  });

  it("keeps the shape of an item with a locked ratio", () => {
    const item = {
      left: 0,
      top: 0,
      width: 50,
      height: 40,
      parentWidth: 100,
      parentHeight: 800,
      lockRatio: true,
    };
    expect(scaleToContainer(item, container)).toMatchObject({ width: 100, height: 80 });
  });

  it("leaves an item without parent size as it is", () => {
    const item = { left: 5, top: 6, width: 7, height: 8, parentWidth: 0, parentHeight: null };
    expect(scaleToContainer(item, container)).toEqual({ left: 5, top: 6, width: 7, height: 8 });
  });
});

describe("clampToContainer", () => {
  it.each([
    [
      "an item inside stays put",
      { left: 10, top: 10, width: 50, height: 50 },
      { left: 10, top: 10, width: 50, height: 50 },
    ],
    [
      "top above the container",
      { left: 10, top: -5, width: 50, height: 50 },
      { left: 10, top: 0, width: 50, height: 50 },
    ],
    [
      "bottom below the container",
      { left: 10, top: 390, width: 50, height: 50 },
      { left: 10, top: 350, width: 50, height: 50 },
    ],
    [
      "left of the container",
      { left: -30, top: 0, width: 50, height: 50 },
      { left: 0, top: 0, width: 50, height: 50 },
    ],
    [
      "right of the container",
      { left: 190, top: 0, width: 50, height: 50 },
      { left: 150, top: 0, width: 50, height: 50 },
    ],
    [
      "wider and taller than the container",
      { left: 20, top: 20, width: 300, height: 500 },
      { left: 0, top: 0, width: 200, height: 400 },
    ],
    [
      "a negative size",
      { left: 20, top: 20, width: -3, height: 10 },
      { left: 20, top: 20, width: 0, height: 10 },
    ],
  ])("clamps %s", (_, box, expected) => {
    expect(clampToContainer(box, container)).toEqual(expected);
  });

  it("lets an item stick out of the side up to the allowed distance", () => {
    const options = { maxSideOverflow: 30 };
    expect(clampToContainer({ left: -20, top: 0, width: 50, height: 50 }, container, options).left).toBe(-20);
    expect(clampToContainer({ left: -80, top: 0, width: 50, height: 50 }, container, options).left).toBe(-30);
    expect(clampToContainer({ left: 190, top: 0, width: 50, height: 50 }, container, options).left).toBe(180);
    expect(clampToContainer({ left: 0, top: -9, width: 50, height: 50 }, container, options).top).toBe(0);
  });

  it("caps a locked-ratio item without changing its shape", () => {
    const box = clampToContainer({ left: 0, top: 0, width: 400, height: 100 }, container, {
      lockRatio: true,
    });
    expect(box).toEqual({ left: 0, top: 0, width: 200, height: 50 });
  });
});

describe("layoutInContainer", () => {
  it("scales to a smaller container and keeps the item inside", () => {
    const item = { left: 300, top: 700, width: 100, height: 100, parentWidth: 400, parentHeight: 800 };
    expect(layoutInContainer(item, container)).toEqual({ left: 150, top: 350, width: 50, height: 50 });
  });
});
