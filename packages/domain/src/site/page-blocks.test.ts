import { describe, expect, it } from "vitest";
import { blocksOfPage, mapBlocks, pageBlockKinds, placedBlocks } from "./page-blocks.ts";

const page = {
  buttons: { ja: [{ id: "b1" }, { id: "b2" }], en: [{ id: "b3" }] },
  products: { en: [{ id: "p1" }], ko: undefined },
  links: {},
};

describe("page blocks", () => {
  it("places every block of a kind language after language, in list order with its position", () => {
    expect(placedBlocks(page.buttons)).toEqual([
      { lang: "ja", index: 0, block: { id: "b1" } },
      { lang: "ja", index: 1, block: { id: "b2" } },
      { lang: "en", index: 0, block: { id: "b3" } },
    ]);
  });

  it("passes over a language without a list and a kind without any block", () => {
    expect(placedBlocks(page.products)).toEqual([{ lang: "en", index: 0, block: { id: "p1" } }]);
    expect(blocksOfPage(page, "links")).toEqual([]);
  });

  it("walks the kinds in the stored order: buttons, products, then link areas", () => {
    expect(pageBlockKinds).toEqual(["buttons", "products", "links"]);
    const ids = pageBlockKinds.flatMap((kind) => blocksOfPage(page, kind).map(({ block }) => block.id));
    expect(ids).toEqual(["b1", "b2", "b3", "p1"]);
  });

  it("maps each block in its place and keeps every language's key", () => {
    const mapped = mapBlocks(page.products, (block, { lang, index }) => `${lang}:${index}:${block.id}`);
    expect(mapped).toEqual({ en: ["en:0:p1"], ko: undefined });
    expect(Object.keys(mapped)).toEqual(["en", "ko"]);
  });

  it("leaves the lists it maps unchanged", () => {
    const lists = { ja: [{ id: "b1", text: "a" }] };
    const mapped = mapBlocks(lists, (block) => ({ ...block, text: "b" }));
    expect(lists.ja[0]!.text).toBe("a");
    expect(mapped.ja?.[0]?.text).toBe("b");
  });
});
