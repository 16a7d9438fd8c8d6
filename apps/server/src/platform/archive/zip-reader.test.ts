import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walkZip, ZipRejected, type ZipRules } from "./zip-reader.ts";
import { writeZip, type ZipWriterEntry } from "./zip-writer.ts";

let dir = "";
let counter = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "zip-reader-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function zipOf(entries: Iterable<ZipWriterEntry>) {
  counter += 1;
  const file = path.join(dir, `archive-${counter}.zip`);
  await writeZip(file, entries);
  return file;
}

/** Reads every entry to the end, as the bulk upload does; returns what each held. */
async function readAll(file: string, rules?: ZipRules) {
  const seen: Record<string, Buffer> = {};
  await walkZip(
    file,
    async (entry, open) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await open()) chunks.push(chunk as Buffer);
      seen[entry.name] = Buffer.concat(chunks);
    },
    rules,
  );
  return seen;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ZipRejected);
  return error as ZipRejected;
}

describe("walkZip", () => {
  it("streams each file entry's content, deflated or stored, and leaves out folders", async () => {
    const photo = randomBytes(50_000);
    const file = await zipOf([
      { name: "creatives/", data: Buffer.alloc(0), method: "store" },
      { name: "creatives/A1.jpg", data: photo },
      { name: "B2.png", data: Buffer.from("stored as is"), method: "store" },
    ]);
    const seen = await readAll(file);
    expect(Object.keys(seen)).toEqual(["creatives/A1.jpg", "B2.png"]);
    expect(seen["creatives/A1.jpg"]!.equals(photo)).toBe(true);
    expect(seen["B2.png"]!.toString()).toBe("stored as is");
  });

  it("refuses more than 10,000 entries before reading any", async () => {
    const entries = function* () {
      for (let i = 0; i <= 10_000; i += 1)
        yield { name: `f${i}.txt`, data: Buffer.alloc(0), method: "store" as const };
    };
    const error = await refusal(readAll(await zipOf(entries())));
    expect(error.violation).toBe("entries");
  });

  it("accepts exactly 10,000 entries", async () => {
    const entries = function* () {
      for (let i = 0; i < 10_000; i += 1)
        yield { name: `f${i}.txt`, data: Buffer.alloc(0), method: "store" as const };
    };
    expect(Object.keys(await readAll(await zipOf(entries())))).toHaveLength(10_000);
  });

  it("refuses an entry compressed more than 100:1 from its header", async () => {
    const error = await refusal(readAll(await zipOf([{ name: "A1.jpg", data: Buffer.alloc(1_000_000) }])));
    expect(error).toMatchObject({ violation: "ratio", entry: "A1.jpg" });
  });

  it("counts the ratio while inflating when the header lies about the size", async () => {
    const file = await zipOf([{ name: "A1.jpg", data: Buffer.alloc(5_000_000), declaredSize: 1000 }]);
    const error = await refusal(readAll(file));
    expect(error).toMatchObject({ violation: "ratio", entry: "A1.jpg" });
  });

  it("refuses a total over the limit counted while inflating, whatever the headers say", async () => {
    // Random bytes barely compress, so only the total can stop them; the limit is lowered for the test.
    const rules = { maxEntries: 10_000, maxRatio: 100, maxTotalBytes: 1_000_000 };
    const lying = await zipOf([
      { name: "A1.jpg", data: randomBytes(600_000), declaredSize: 10 },
      { name: "A2.jpg", data: randomBytes(600_000), declaredSize: 10 },
    ]);
    const error = await refusal(readAll(lying, rules));
    expect(error).toMatchObject({ violation: "total", entry: "A2.jpg" });

    const honest = await zipOf([
      { name: "A1.jpg", data: randomBytes(600_000) },
      { name: "A2.jpg", data: randomBytes(600_000) },
    ]);
    expect((await refusal(readAll(honest, rules))).violation).toBe("total");
    expect(Object.keys(await readAll(honest, { ...rules, maxTotalBytes: 1_300_000 }))).toHaveLength(2);
  });

  it("refuses a symbolic link", async () => {
    const file = await zipOf([
      { name: "A1.jpg", data: Buffer.from([0xff, 0xd8, 0xff]) },
      { name: "A2.jpg", data: Buffer.from("/etc/passwd"), symlink: true, method: "store" },
    ]);
    expect(await refusal(readAll(file))).toMatchObject({ violation: "symlink", entry: "A2.jpg" });
  });

  it.each(["../A1.jpg", "creatives/../../A1.jpg", "/etc/A1.jpg", "C:/A1.jpg", "..\\A1.jpg"])(
    "refuses the path %s, which leaves the folder",
    async (name) => {
      const error = await refusal(readAll(await zipOf([{ name, data: Buffer.from("x"), method: "store" }])));
      expect(error.violation).toBe("path");
    },
  );

  it("refuses a file that is not a ZIP", async () => {
    const file = path.join(dir, "not.zip");
    await writeFile(file, "just text, no archive");
    expect((await refusal(readAll(file))).violation).toBe("unreadable");
  });
});
