import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLocalStorage } from "./object-storage.ts";

/** When set, the next write first loses its folder, as when a sweep removes it just after the mkdir. */
const sweep = vi.hoisted(() => ({ armed: false }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  const sweptFirst = async (file: string) => {
    if (!sweep.armed) return;
    sweep.armed = false;
    await actual.rmdir(path.dirname(file));
  };
  return {
    ...actual,
    writeFile: async (...args: Parameters<typeof actual.writeFile>) => {
      await sweptFirst(String(args[0]));
      return actual.writeFile(...args);
    },
    copyFile: async (...args: Parameters<typeof actual.copyFile>) => {
      await sweptFirst(String(args[1]));
      return actual.copyFile(...args);
    },
  };
});

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "object-storage-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("local storage", () => {
  it("writes a file whose empty folder a sweep removed between making it and writing", async () => {
    const store = createLocalStorage(path.join(dir, "staging"), "");
    await mkdir(path.join(dir, "staging", "uploads", "a"), { recursive: true });

    sweep.armed = true;
    await store.put("uploads/a/one.txt", Buffer.from("one"), "text/plain");
    expect(sweep.armed).toBe(false);
    expect(await readFile(store.localPath("uploads/a/one.txt"), "utf8")).toBe("one");

    const source = path.join(dir, "two.txt");
    await writeFile(source, "two");
    await rm(path.join(dir, "staging", "uploads", "a", "one.txt"));
    sweep.armed = true;
    await store.putFile("uploads/a/two.txt", source, "text/plain");
    expect(sweep.armed).toBe(false);
    expect(await readFile(store.localPath("uploads/a/two.txt"), "utf8")).toBe("two");
  });
});
