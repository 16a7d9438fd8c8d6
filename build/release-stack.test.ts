import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stackMapper } from "./release-stack.mjs";

/**
 * A release of one script, `server.mjs`, whose map says (positions from 1, as stack frames count):
 * line 1 from column 1 comes from `a.ts` 1:1, line 1 from column 11 from `a.ts` 6:3, line 2 from
 * `b.js` 3:1.
 */
let releaseDir: string;
beforeAll(() => {
  releaseDir = mkdtempSync(path.join(tmpdir(), "mekuri-stack-"));
  mkdirSync(path.join(releaseDir, "viewer/server"), { recursive: true });
  const map = {
    version: 3,
    sources: ["../../apps/server/src/a.ts", "../../node_modules/lib/b.js"],
    names: [],
    mappings: "AAAA,UAKE;ACHF",
  };
  writeFileSync(path.join(releaseDir, "server.mjs"), "");
  writeFileSync(path.join(releaseDir, "server.mjs.map"), JSON.stringify(map));
});
afterAll(() => rmSync(releaseDir, { recursive: true, force: true }));

describe("npm run stack (build/release-stack.mjs)", () => {
  it("rewrites the frames of a pino line's error to the sources and keeps the line JSON", () => {
    const line = JSON.stringify({
      level: 50,
      err: { type: "Error", message: "boom", stack: "Error: boom\n    at f (file:///app/server.mjs:1:12)" },
      msg: "unhandled error",
    });
    expect(JSON.parse(stackMapper(releaseDir)(line))).toEqual({
      level: 50,
      err: { type: "Error", message: "boom", stack: "Error: boom\n    at f (apps/server/src/a.ts:6:4)" },
      msg: "unhandled error",
    });
  });

  it("maps a plain text frame, anonymous or named, wherever the release was installed", () => {
    const mapLine = stackMapper(releaseDir);
    expect(mapLine("    at /srv/mekuri/server.mjs:2:1")).toBe("    at node_modules/lib/b.js:3:1");
    expect(mapLine("    at async g (/opt/x/server.mjs:1:1)")).toBe(
      "    at async g (apps/server/src/a.ts:1:1)",
    );
  });

  it("leaves frames of other files, of installed packages and of Node itself as they are", () => {
    const mapLine = stackMapper(releaseDir);
    for (const line of [
      "    at h (file:///app/node_modules/sharp/lib/server.mjs:1:12)",
      "    at i (file:///app/other.mjs:1:12)",
      "    at process.processTicksAndRejections (node:internal/process/task_queues:103:5)",
      '{"level":30,"msg":"not JSON after all"',
    ]) {
      expect(mapLine(line)).toBe(line);
    }
  });

  it("refuses a folder without mapped scripts", () => {
    expect(() => stackMapper(path.join(releaseDir, "viewer"))).toThrow(/no scripts with source maps/);
  });
});
