import { locales } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { translations } from "./index";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const flat = Object.fromEntries(locales.map((locale) => [locale, flatten(translations[locale] as Tree)]));
const allKeys = [...new Set(locales.flatMap((locale) => [...flat[locale]!.keys()]))].sort();

describe("UI translations", () => {
  it("has a catalogue for every supported locale", () => {
    expect(Object.keys(translations).sort()).toEqual([...locales].sort());
  });

  it.each(locales)("%s has every key of every other locale", (locale) => {
    const missing = allKeys.filter((key) => !flat[locale]!.has(key));
    expect(missing).toEqual([]);
  });

  it.each(locales)("%s has no empty text", (locale) => {
    const empty = [...flat[locale]!].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(locales)("%s uses the same {{placeholders}} as Japanese", (locale) => {
    const different = allKeys.filter(
      (key) =>
        placeholders(flat[locale]!.get(key) ?? "").join() !== placeholders(flat.ja!.get(key) ?? "").join(),
    );
    expect(different).toEqual([]);
  });

  it.each(["zh", "ko"] as const)("%s does not use the Japanese middle dot (・)", (locale) => {
    const japaneseDots = [...flat[locale]!].filter(([, text]) => text.includes("・")).map(([key]) => key);
    expect(japaneseDots).toEqual([]);
  });

  it("Korean names a plan 플랜 throughout, never 요금제", () => {
    const mixed = [...flat.ko!].filter(([, text]) => text.includes("요금제")).map(([key]) => key);
    expect(mixed).toEqual([]);
  });
});
