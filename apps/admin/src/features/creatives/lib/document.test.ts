import { describe, expect, it } from "vitest";
import { image, siteFixture } from "../testing/site-fixture";
import {
  buttonsOf,
  clearAllCreatives,
  detailOf,
  emptyPage,
  gridCells,
  imageSrc,
  newButton,
  pageAt,
  setDetail,
  setList,
  setMedia,
} from "./document";

const a1 = { columnIndex: 0, rowIndex: 0 };

describe("the creatives document", () => {
  it("lists the cells column by column, as the viewer orders pages", () => {
    expect(gridCells(siteFixture()).slice(0, 4)).toEqual([
      { columnIndex: 0, rowIndex: 0 },
      { columnIndex: 0, rowIndex: 1 },
      { columnIndex: 0, rowIndex: 2 },
      { columnIndex: 1, rowIndex: 0 },
    ]);
  });

  it("creates the page of an empty cell on its first change and keeps the rest of the site", () => {
    const site = siteFixture();
    const next = setDetail(site, a1, "ja", { mainText: "Sale" });
    expect(next.pages).toHaveLength(1);
    expect(detailOf(pageAt(next, a1), "ja")).toMatchObject({ mainText: "Sale", arrowFadeInterval: 3 });
    expect(next.settings).toBe(site.settings);
    expect(site.pages).toHaveLength(0);
  });

  it("keeps each language's settings apart", () => {
    const site = setDetail(siteFixture(), a1, "ja", { price: "¥1,000" });
    expect(detailOf(pageAt(site, a1), "en").price).toBe("");
  });

  it("numbers buttons in their order", () => {
    const list = [newButton(0), newButton(1)].reverse();
    const site = setList(siteFixture(), a1, "ja", "buttons", list);
    expect(buttonsOf(pageAt(site, a1), "ja").map((button) => button.order)).toEqual([1, 2]);
  });

  it("shows a video's poster as the cell's thumbnail", () => {
    const poster = { src: "/poster.jpg", width: 10, height: 20, variants: [] };
    const video = { type: "VIDEO" as const, image: null, videoUrl: "/v.mp4", hlsPath: null, poster };
    expect(pageAt(setMedia(siteFixture(), a1, video), a1)?.thumbnail).toEqual(poster);
  });

  it("clears media and settings of every page, but keeps the pages", () => {
    const site = siteFixture([
      { ...emptyPage(a1), media: image, membersOnlyLock: true, buttons: { ja: [newButton(0)] } },
    ]);
    expect(clearAllCreatives(site).pages).toEqual([emptyPage(a1)]);
  });

  it("picks the narrowest image variant that is wide enough", () => {
    const asset = {
      src: "/o.jpg",
      width: 2000,
      height: 4000,
      variants: [
        { width: 200, src: "/200.webp" },
        { width: 400, src: "/400.webp" },
      ],
    };
    expect(imageSrc(asset, 300)).toBe("/400.webp");
    expect(imageSrc(asset, 900)).toBe("/400.webp");
    expect(imageSrc({ ...asset, variants: [] }, 300)).toBe("/o.jpg");
  });
});
