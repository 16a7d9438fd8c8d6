import { describe, expect, it } from "vitest";
import { keepEditsSince, sameValue } from "./keep-edits-since";

describe("keeping the edits made while a save was on its way", () => {
  const sent = { name: "Sale ", seo: { title: "A", description: "B" }, tags: ["x"], updatedAt: "05:00" };
  const answer = { name: "Sale", seo: { title: "A", description: "B" }, tags: ["x"], updatedAt: "06:00" };

  it("takes the server's answer when nothing was edited meanwhile", () => {
    expect(keepEditsSince(sent, answer, structuredClone(sent))).toBe(answer);
  });

  it("keeps a field edited meanwhile and takes the server's values for the others", () => {
    const shown = { ...sent, seo: { ...sent.seo, description: "Bigger" } };
    expect(keepEditsSince(sent, answer, shown)).toEqual({
      name: "Sale",
      seo: { title: "A", description: "Bigger" },
      tags: ["x"],
      updatedAt: "06:00",
    });
  });

  it("keeps a field the server normalised when it was edited meanwhile", () => {
    const shown = { ...sent, name: "Sale 2" };
    expect(keepEditsSince(sent, answer, shown)).toMatchObject({ name: "Sale 2", updatedAt: "06:00" });
  });

  it("keeps a list edited meanwhile whole", () => {
    const shown = { ...sent, tags: ["x", "y"] };
    expect(keepEditsSince(sent, { ...answer, tags: ["X"] }, shown).tags).toEqual(["x", "y"]);
  });

  it("keeps a key added meanwhile and drops one removed meanwhile", () => {
    const before = { a: 1, b: 2 };
    expect(keepEditsSince<Record<string, number>>(before, { a: 1, b: 3 }, { a: 1, c: 4 })).toEqual({
      a: 1,
      c: 4,
    });
  });

  it("tells equal documents from different ones, nested lists and keys included", () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });
});
