import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalStorage } from "../../platform/storage/object-storage.ts";
import { createStagingSweeper, stagingMaxAgeMs, sweepStaging } from "./staging-sweeper.ts";

const hour = 60 * 60 * 1000;
const now = Date.parse("2025-06-01T12:00:00Z");

let root = "";
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "mekuri-staging-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes a file (or makes a folder) and dates it `ageMs` before `now`. */
async function staged(relative: string, ageMs: number, folder = false) {
  const target = path.join(root, relative);
  if (folder) await mkdir(target, { recursive: true });
  else {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, "x");
  }
  const at = new Date(now - ageMs);
  await utimes(target, at, at);
}

/** Every file and folder under the root, relative, sorted. */
async function tree() {
  const entries = await readdir(root, { recursive: true });
  return entries.map((entry) => entry.split(path.sep).join("/")).sort();
}

describe("sweeping the local staging folder", () => {
  it("deletes staged files past the safe age and keeps younger ones", async () => {
    await staged("acct-1/site-1/abandoned", 7 * hour);
    await staged("acct-1/site-1/abandoned.part", 30 * hour);
    await staged("acct-1/site-1/completing-zip", 5 * hour);
    await staged("acct-1/site-1/fresh", 0);
    // Folders are dated last: writing into a folder touches its time.
    await staged("acct-1/site-1", 7 * hour, true);
    await staged("acct-1", 7 * hour, true);

    expect(await sweepStaging(createLocalStorage(root, ""), now)).toBe(2);
    expect(await tree()).toEqual([
      "acct-1",
      "acct-1/site-1",
      "acct-1/site-1/completing-zip",
      "acct-1/site-1/fresh",
    ]);
  });

  it("removes the folders it leaves empty, but never the staging folder itself", async () => {
    await staged("acct-1/site-1/abandoned", 8 * hour);
    await staged("acct-1/site-1", 8 * hour, true);
    await staged("acct-1/site-2/abandoned", 9 * hour);
    await staged("acct-1/site-2", 9 * hour, true);
    await staged("acct-1", 8 * hour, true);
    await staged("acct-2/site-3/abandoned", 10 * hour);
    await staged("acct-2/site-3", 10 * hour, true);
    await staged("acct-2", 10 * hour, true);

    expect(await sweepStaging(createLocalStorage(root, ""), now)).toBe(3);
    expect(await tree()).toEqual([]);
    expect(await readdir(root)).toEqual([]);
  });

  it("keeps an empty folder made recently, which an upload may be about to write into", async () => {
    await staged("acct-1/site-1", 0, true);
    await staged("acct-1", 0, true);
    await staged("acct-2/old-empty", 20 * hour, true);
    await staged("acct-2", 20 * hour, true);

    expect(await sweepStaging(createLocalStorage(root, ""), now)).toBe(0);
    expect(await tree()).toEqual(["acct-1", "acct-1/site-1"]);
  });

  it("answers 0 when nothing was ever staged", async () => {
    const missing = createLocalStorage(path.join(root, "never-made"), "");
    expect(await sweepStaging(missing, now)).toBe(0);
  });
});

describe("the staging sweeper in the server process", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const log = () => ({ info: vi.fn(), warn: vi.fn() });

  it("sweeps a minute after start and then hourly, with the cutoff the safe age back", async () => {
    const cutoffs: Date[] = [];
    const staging = {
      deleteOlderThan: async (cutoff: Date) => {
        cutoffs.push(cutoff);
        return 2;
      },
    };
    const logger = log();
    const sweeper = createStagingSweeper(staging, logger);
    sweeper.start();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(cutoffs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cutoffs).toEqual([new Date(now + 60_000 - stagingMaxAgeMs)]);
    expect(logger.info).toHaveBeenCalledWith({ removed: 2 }, "abandoned staged uploads deleted");
    await vi.advanceTimersByTimeAsync(2 * hour);
    expect(cutoffs).toHaveLength(3);
    await sweeper.stop();
    await vi.advanceTimersByTimeAsync(5 * hour);
    expect(cutoffs).toHaveLength(3);
  });

  it("logs a failed sweep and tries again an hour later", async () => {
    let calls = 0;
    const failure = new Error("store unreachable");
    const staging = {
      deleteOlderThan: async () => {
        calls += 1;
        if (calls === 1) throw failure;
        return 0;
      },
    };
    const logger = log();
    const sweeper = createStagingSweeper(staging, logger);
    sweeper.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(logger.warn).toHaveBeenCalledWith({ err: failure }, "staged uploads could not be swept");
    await vi.advanceTimersByTimeAsync(hour);
    expect(calls).toBe(2);
    expect(logger.info).not.toHaveBeenCalled();
    await sweeper.stop();
  });

  it("aborts a sweep under way when the server closes, without logging it as a failure", async () => {
    let signal: AbortSignal | undefined;
    const staging = {
      deleteOlderThan: (_cutoff: Date, given?: AbortSignal) =>
        new Promise<number>((_resolve, reject) => {
          signal = given;
          given?.addEventListener("abort", () => reject(given.reason));
        }),
    };
    const logger = log();
    const sweeper = createStagingSweeper(staging, logger);
    sweeper.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(signal?.aborted).toBe(false);
    await sweeper.stop();
    expect(signal?.aborted).toBe(true);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
