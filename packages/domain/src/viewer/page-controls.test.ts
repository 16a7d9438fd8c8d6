import { describe, expect, it } from "vitest";
import { emptyDetail } from "../site/defaults.ts";
import {
  defaultPageControls,
  pageControlFields,
  pageControlPlaces,
  pageControlSize,
} from "./page-controls.ts";

const fields = (albumX: number, albumY: number, speakerX: number, speakerY: number) => ({
  albumX,
  albumY,
  speakerX,
  speakerY,
});

const overlap = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < pageControlSize && Math.abs(a.y - b.y) < pageControlSize;

describe("the speaker and album buttons", () => {
  it("start in the top-right corner, the album below the speaker, whole on the page and apart", () => {
    const { speaker, album } = defaultPageControls;
    expect(speaker).toEqual({ x: 323, y: 12 });
    expect(album).toEqual({ x: 323, y: 60 });
    expect(overlap(speaker, album)).toBe(false);
    expect(speaker.x + pageControlSize).toBeLessThanOrEqual(375);
  });

  it("are placed there on a new page", () => {
    expect(pageControlPlaces(emptyDetail)).toEqual(defaultPageControls);
    expect(pageControlFields(defaultPageControls)).toEqual(fields(323, 60, 323, 12));
    expect(emptyDetail).toMatchObject(fields(323, 60, 323, 12));
  });

  it("fall back to the defaults on an old page that has both at 0,0", () => {
    expect(pageControlPlaces(fields(0, 0, 0, 0))).toEqual(defaultPageControls);
  });

  it("keep any other placement as stored, even one button alone at 0,0", () => {
    expect(pageControlPlaces(fields(0, 0, 200, 300))).toEqual({
      album: { x: 0, y: 0 },
      speaker: { x: 200, y: 300 },
    });
    expect(pageControlPlaces(fields(10, 20, 0, 0))).toEqual({
      album: { x: 10, y: 20 },
      speaker: { x: 0, y: 0 },
    });
  });
});
