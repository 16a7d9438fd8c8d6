import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ja } from "../apps/admin/src/locales/ja.ts";
import { ja as laterJa } from "../apps/admin/src/locales/later/ja.ts";
import { screens } from "./first-screen-size.ts";
import { firstScreenModules, flatKeys, keyUses } from "./first-screen-texts.ts";

/**
 * A console first screen (login, site list, site editor, dashboard, their frame and what they open
 * before the later texts arrive) shows only keys of the first texts; one of the later set would
 * show as its raw key until those arrive (decisions 158 and 179).
 */
const root = path.resolve(import.meta.dirname, "..");
const srcRoot = path.join(root, "apps/admin/src");
const relative = (file: string) => path.relative(srcRoot, file).split(path.sep).join("/");

const firstKeys = new Set(flatKeys(ja));
const laterOnlyKeys = flatKeys(laterJa).filter((key) => !firstKeys.has(key));
const modules = firstScreenModules(path.join(srcRoot, "main.tsx"), srcRoot);
const uses = modules.flatMap(keyUses);

describe("texts of the console's first screens", () => {
  it("reaches every module the first screens' chunks start from", () => {
    const reached = new Set(modules.map(relative));
    const starts = screens
      .filter((screen) => screen.app === "admin")
      .flatMap((screen) => screen.chunks)
      .filter((chunk) => chunk.startsWith("src/") && !chunk.startsWith("src/locales/"));
    expect(starts.length).toBeGreaterThan(3);
    expect(starts.map((chunk) => chunk.slice("src/".length)).filter((file) => !reached.has(file))).toEqual(
      [],
    );
  });

  it("finds the first texts' keys the screens use, written out and built at run time", () => {
    const literal = new Set(uses.filter((use) => !use.key.includes("*")).map((use) => use.key));
    const built = uses.filter((use) => use.key.includes("*"));
    expect([...firstKeys].filter((key) => literal.has(key)).length).toBeGreaterThan(200);
    expect(built.filter((use) => [...firstKeys].some(use.matches)).length).toBeGreaterThan(20);
  });

  it("uses no key that only the later texts define", () => {
    const violations = uses.flatMap((use) => {
      const keys = laterOnlyKeys.filter(use.matches);
      return keys.length > 0 ? [`${relative(use.file)}: ${use.key} (${keys.slice(0, 3).join(", ")})`] : [];
    });
    expect(violations).toEqual([]);
  });
});

describe("the first screens' modules and keys", () => {
  const fixtures: string[] = [];
  afterAll(() => {
    for (const folder of fixtures) rmSync(folder, { recursive: true, force: true });
  });

  function sources(files: Record<string, string>): string {
    const folder = mkdtempSync(path.join(tmpdir(), "mekuri-first-screen-texts-"));
    fixtures.push(folder);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    return folder;
  }

  it("follows static, re-exported and dynamic imports, but not those loaded with the later texts", () => {
    const folder = sources({
      "main.tsx": [
        'import { a } from "./a";',
        'export { b } from "@/b";',
        'import type { T } from "./typed";',
        'const lazy = () => import("./lazy");',
        'const later = () => withLaterTexts(import("./later").then((m) => m.X));',
        'const prefetch = () => import("./later");',
        'import "./locales/ja";',
      ].join("\n"),
      "a.ts": "export const a = 1;",
      "b/index.tsx": "export const b = 1;",
      "typed.ts": "export type T = 1;",
      "lazy.tsx": "export default 1;",
      "later.tsx": "export const X = 1;",
      "locales/ja.ts": "export const ja = {};",
    });
    const reached = firstScreenModules(path.join(folder, "main.tsx"), folder).map((file) =>
      path.relative(folder, file),
    );
    expect(reached.sort()).toEqual(["a.ts", "b/index.tsx", "lazy.tsx", "main.tsx"]);
  });

  it("reads key-shaped literals and templates that start with a key's first part", () => {
    const folder = sources({
      "screen.tsx": [
        'const title = t("sites.share.title");',
        `const role = t(\`accounts.roles.\${kind}.label\`);`,
        `const css = \`\${size}px\`;`,
        'const plain = "a sentence.";',
      ].join("\n"),
    });
    const found = keyUses(path.join(folder, "screen.tsx"));
    expect(found.map((use) => use.key)).toEqual(["sites.share.title", "accounts.roles.*.label"]);
    expect(found[1]!.matches("accounts.roles.admin.label")).toBe(true);
    expect(found[1]!.matches("accounts.roles.admin")).toBe(false);
  });
});
