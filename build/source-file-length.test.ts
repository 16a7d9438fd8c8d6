import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No hand-written source file grows past `maxLines` (issue 14, decision 178): a longer one is asking
 * to be split along its seams. Data may be longer, where cutting it would only scatter one table;
 * each such file is named below with the reason. Counts lines as `wc -l` does, over the
 * .ts/.tsx/.mjs files of the workspaces and the build scripts that git tracks or would, tests aside.
 */
const root = path.resolve(import.meta.dirname, "..");
const maxLines = 320;

const dataFiles: { path: RegExp; reason: string }[] = [
  {
    path: /^packages\/domain\/src\/demo\/demo-site\.ts$/,
    reason: "the demo site's document: its pages, blocks and texts, seeded as one",
  },
  {
    path: /^apps\/admin\/src\/locales\/[a-z-]+\/(en|ja|ko|zh)\.ts$/,
    reason: "console texts, one file per screen area and language",
  },
  {
    path: /^apps\/viewer\/src\/pages\/page-messages\.ts$/,
    reason: "the texts of the viewer's own pages in the four site languages; its code is a few lines",
  },
];
/** Generated files, as biome.json knows them: not written by hand, so not split by hand either. */
const generatedFile = /\.gen\.ts$/;
const sourceFile = /^(apps|packages|build|e2e)\/.+\.(ts|tsx|mjs)$/;
const testFile = /\.(test|spec)\.(ts|tsx|mjs)$/;

/** Tracked files and new ones not ignored, so a long file fails before it is committed; deleted ones aside. */
function repositoryFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 2 ** 20,
  });
  return listed.split("\0").filter((file) => file && existsSync(path.join(root, file)));
}

/** Lines as `wc -l` counts them, plus a last line without its newline. */
function lineCount(text: string): number {
  const newlines = text.split("\n").length - 1;
  return text === "" || text.endsWith("\n") ? newlines : newlines + 1;
}

const sources = repositoryFiles().filter((file) => sourceFile.test(file) && !testFile.test(file));

describe("source file length", () => {
  it(`keeps every source file that is not data at ${maxLines} lines or fewer`, () => {
    const tooLong = sources
      .filter((file) => !generatedFile.test(file) && !dataFiles.some((data) => data.path.test(file)))
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(root, file), "utf8")) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file} has ${lines} lines (at most ${maxLines}): split it along its seams`);
    expect(tooLong).toEqual([]);
  });

  it.each(dataFiles)("names data files that exist: $path", ({ path: pattern }) => {
    expect(sources.filter((file) => pattern.test(file))).not.toEqual([]);
  });

  it("counts lines as wc -l does", () => {
    expect([lineCount(""), lineCount("a\n"), lineCount("a\nb"), lineCount("a\n\nb\n")]).toEqual([0, 1, 2, 3]);
  });
});
