import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
/** Every front end a person types into: the console and the public viewer (its preview lock form too). */
const frontEnds = ["apps/admin/src", "apps/viewer/src"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

describe("inputs of the front ends", () => {
  it("never cut what is typed with a maxLength attribute: the shared rule refuses it with its message", () => {
    const cutting = frontEnds
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => /\bmaxLength=\{/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(cutting).toEqual([]);
  });
});
