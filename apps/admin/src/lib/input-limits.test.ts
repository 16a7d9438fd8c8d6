import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const sourceDir = path.resolve(__dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

describe("inputs of the console", () => {
  it("never cut what is typed with a maxLength attribute: the shared schema refuses it with its message", () => {
    const cutting = sources(sourceDir)
      .filter((file) => /\bmaxLength=\{/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(sourceDir, file));
    expect(cutting).toEqual([]);
  });
});
