import { SourceMap } from "node:module";
import { describe, expect, it } from "vitest";
import { latin1Source, latin1SourceMap } from "./latin1-source.mjs";

const evaluate = (source: string) => new Function(`return ${source};`)();

describe("the release's sources escaped to Latin-1 (build/latin1-source.mjs)", () => {
  it("leaves ASCII and Latin-1 text as it is", () => {
    const source = 'const a = "x"; // RFC 1035 §2.3.1 café';
    expect(latin1Source(source)).toBe(source);
  });

  it("escapes every character beyond Latin-1, so the whole text is one byte per character", () => {
    const escaped = latin1Source("// a comment — with メール and 이메일\nconst b = 1;");
    expect(escaped).not.toMatch(/[\u0100-\uffff]/);
    expect(escaped).toContain("\\u2014");
  });

  it("keeps what a regular expression literal matches, Japanese and Korean alike", () => {
    const source = "/e-?mail|メール|이메일/i";
    const pattern = evaluate(latin1Source(source));
    expect(pattern.test("メールアドレス")).toBe(true);
    expect(pattern.test("이메일 주소")).toBe(true);
    expect(pattern.test("電話")).toBe(false);
  });

  it("keeps a character class of full-width punctuation and a /u expression outside the BMP", () => {
    expect(evaluate(latin1Source("/^[（(][^)）]*[)）]$/")).test("（必須）")).toBe(true);
    const astral = evaluate(latin1Source("/^😀.$/u"));
    expect(astral.test("😀a")).toBe(true);
    expect(astral.test("\u{1F600}")).toBe(false);
  });

  it("moves the source map's columns after each escape, so positions in the escaped script map to the same code", () => {
    // Line 1: `var a=/メ/;` comes from source line 1, `foo()` (column 10) from source line 6, column 2.
    const text = "var a=/メ/;foo()\nbar()";
    const map = { version: 3, sources: ["a.ts"], names: [], mappings: "AAAA,UAKE;AAAA" };
    const escaped = latin1Source(text);
    const shifted = new SourceMap(latin1SourceMap(text, map));
    expect(escaped.indexOf("foo")).toBe(15);
    expect(shifted.findEntry(0, 15)).toMatchObject({ originalLine: 5, originalColumn: 2 });
    expect(shifted.findEntry(0, 12)).toMatchObject({ originalLine: 0, originalColumn: 0 });
    expect(shifted.findEntry(1, 0)).toMatchObject({ originalLine: 5, originalColumn: 2 });
  });
});
