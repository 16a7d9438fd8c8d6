import type { FastifyBaseLogger } from "fastify";
import type { ObjectStorage } from "../../platform/storage/object-storage.ts";

/**
 * How old a staged file must be before it counts as abandoned. A PUT starts within an hour of its
 * URL (uploadUrlSeconds), completion is accepted for an hour more, and a ZIP's completion then
 * reads the staged file in a background job that can take minutes. Six hours leave hours of
 * margin, so a sweep never takes a file a completion may still read.
 */
export const stagingMaxAgeMs = 6 * 60 * 60 * 1000;
/** Soon after a start, so frequent restarts (deploys) do not put the sweep off for ever. */
const firstSweepDelayMs = 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;

type StagingStore = Pick<ObjectStorage, "deleteOlderThan">;

/** Deletes the staged files older than `stagingMaxAgeMs` at `now`; answers how many. */
export function sweepStaging(staging: StagingStore, now: number, signal?: AbortSignal): Promise<number> {
  return staging.deleteOlderThan(new Date(now - stagingMaxAgeMs), signal);
}

export interface StagingSweeper {
  start(): void;
  /** Stops the timer and aborts a sweep under way: a half-done sweep is finished by the next one. */
  stop(): Promise<void>;
}

/**
 * Deletes uploads staged but never completed, hourly, in the background. Several processes
 * sweeping the same store at once is harmless: each deletes only what is old, and deleting what
 * another already deleted is not an error.
 */
export function createStagingSweeper(
  staging: StagingStore,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
  now: () => number = Date.now,
): StagingSweeper {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: { done: Promise<void>; abort: AbortController } | undefined;

  const schedule = (delayMs: number) => {
    timer = setTimeout(sweep, delayMs);
    timer.unref();
  };
  const sweep = () => {
    const abort = new AbortController();
    const done = sweepStaging(staging, now(), abort.signal)
      .then(
        (removed) => {
          if (removed > 0) log.info({ removed }, "abandoned staged uploads deleted");
        },
        (error: unknown) => {
          if (!abort.signal.aborted) log.warn({ err: error }, "staged uploads could not be swept");
        },
      )
      .finally(() => {
        running = undefined;
        // The next sweep is timed from the end of this one, so two never overlap in a process.
        if (!stopped) schedule(sweepEveryMs);
      });
    running = { done, abort };
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(firstSweepDelayMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      running?.abort.abort();
      await running?.done;
    },
  };
}
