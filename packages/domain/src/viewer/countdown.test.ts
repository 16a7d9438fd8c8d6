import { describe, expect, it } from "vitest";
import { type Countdown, countdown, countdownTimedOut } from "./countdown.ts";

const now = new Date("2026-05-01T00:00:00Z");
const at = (h: number, m = 0, s = 0, ms = 0) => new Date(now.getTime() + ((h * 60 + m) * 60 + s) * 1000 + ms);

describe("countdown", () => {
  it.each<[string, Date, string, number]>([
    ["30 seconds", at(0, 0, 30), "minutes", 1],
    ["1 minute", at(0, 1), "minutes", 1],
    ["1 minute 1 second", at(0, 1, 1), "minutes", 2],
    ["59:30", at(0, 59, 30), "minutes", 60],
    ["59:59", at(0, 59, 59), "minutes", 60],
    ["60:00", at(1), "hours", 1],
    ["1:59:59", at(1, 59, 59), "hours", 1],
    ["71:59:59", at(71, 59, 59), "hours", 71],
    ["72:00:00", at(72), "days", 3],
    ["95:59:59", at(95, 59, 59), "days", 3],
    ["96:00:00", at(96), "days", 4],
  ])("shows %s left as %s %i", (_, end, unit, value) => {
    expect(countdown(end, now)).toMatchObject({ ended: false, unit, value });
  });

  it.each([
    ["exactly at the end", now],
    ["after the end", at(-1)],
    ["with an unreadable end", "tomorrow"],
    ["without an end", null],
  ])("is empty %s", (_, end) => {
    expect(countdown(end, now)).toEqual({ ended: true });
  });

  it.each<[string, Date, number]>([
    ["on the next minute boundary", at(0, 10, 30), 30_000],
    ["a full minute when on a boundary", at(0, 10), 60_000],
    ["just past the hour boundary in hours", at(5, 20), 20 * 60_000 + 1],
    ["when hours turn to minutes", at(1), 1],
    ["at most an hour in days", at(100), 3_600_000],
    ["at the switch from days to hours", at(72, 0, 0, 500), 501],
  ])("schedules the next tick %s", (_, end, nextTickMs) => {
    expect(countdown(end, now)).toMatchObject({ nextTickMs });
  });

  it("changes the shown value exactly at the scheduled tick", () => {
    for (const end of [at(0, 10, 30), at(5, 20), at(1), at(72, 0, 0, 500)]) {
      const first = countdown(end, now) as Extract<Countdown, { ended: false }>;
      const before = countdown(end, new Date(now.getTime() + first.nextTickMs - 1));
      const after = countdown(end, new Date(now.getTime() + first.nextTickMs));
      expect(before).toMatchObject({ unit: first.unit, value: first.value });
      expect(after).not.toMatchObject({ unit: first.unit, value: first.value });
    }
  });

  it("fires the timeout once, on the first ended tick", () => {
    const running = countdown(at(0, 0, 1), now);
    const ended = countdown(at(0, 0, 1), at(0, 0, 1));
    expect(countdownTimedOut(running, ended)).toBe(true);
    expect(countdownTimedOut(ended, ended)).toBe(false);
    expect(countdownTimedOut(running, running)).toBe(false);
  });
});
