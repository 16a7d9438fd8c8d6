import { describe, expect, it } from "vitest";
import {
  activeNotifications,
  isNotificationActive,
  nextNotificationIndex,
  notificationRotationIndex,
} from "./notifications.ts";

const now = new Date("2026-05-01T12:00:00Z");

describe("isNotificationActive", () => {
  it.each([
    ["inside its window", "2026-05-01T00:00:00Z", "2026-05-02T00:00:00Z", true],
    ["at its start", "2026-05-01T12:00:00Z", "2026-05-02T00:00:00Z", true],
    ["at its end", "2026-04-01T00:00:00Z", "2026-05-01T12:00:00Z", true],
    ["before its start", "2026-05-01T12:00:01Z", null, false],
    ["after its end", null, "2026-05-01T11:59:59Z", false],
    ["without dates", null, null, true],
  ])("shows a notification %s → %s", (_, startDate, endDate, expected) => {
    expect(isNotificationActive({ id: 1, startDate, endDate }, now)).toBe(expected);
  });
});

describe("activeNotifications", () => {
  const list = [
    { id: "a", startDate: "2026-04-01T00:00:00Z" },
    { id: "b", endDate: "2026-04-01T00:00:00Z" },
    { id: "c" },
  ];

  it("keeps the active ones in order and leaves out closed ones", () => {
    expect(activeNotifications(list, now).map((n) => n.id)).toEqual(["a", "c"]);
    expect(activeNotifications(list, now, new Set(["a"])).map((n) => n.id)).toEqual(["c"]);
  });
});

describe("notification rotation", () => {
  it.each([
    [3, 0, 0],
    [3, 2999, 0],
    [3, 3000, 1],
    [3, 6000, 2],
    [3, 9000, 0],
    [1, 12_345, 0],
    [3, -10, 0],
  ])("with %i notifications after %i ms shows index %i", (count, elapsed, index) => {
    expect(notificationRotationIndex(count, elapsed)).toBe(index);
  });

  it("has nothing to show without notifications", () => {
    expect(notificationRotationIndex(0, 3000)).toBeUndefined();
    expect(nextNotificationIndex(0, 0)).toBeUndefined();
  });

  it("moves to the next one and wraps", () => {
    expect(nextNotificationIndex(0, 3)).toBe(1);
    expect(nextNotificationIndex(2, 3)).toBe(0);
    expect(nextNotificationIndex(5, 2)).toBe(0);
  });
});
