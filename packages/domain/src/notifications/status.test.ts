import { describe, expect, it } from "vitest";
import { matchesStatusFilter, type NoticeTiming, nextNoticeBoundary, noticeStatusAt } from "./status.ts";

const now = new Date("2026-05-01T12:00:00Z");
const at = (iso: string) => new Date(iso);
const published = (startDate: Date | null, endDate: Date | null): NoticeTiming => ({
  status: "publish",
  startDate,
  endDate,
});

describe("noticeStatusAt", () => {
  it("keeps draft and unpublished whatever the dates say", () => {
    expect(
      noticeStatusAt({ status: "draft", startDate: null, endDate: at("2026-01-01T00:00:00Z") }, now),
    ).toBe("draft");
    expect(noticeStatusAt({ status: "unpublish", startDate: null, endDate: null }, now)).toBe("unpublic");
  });

  it("derives scheduled before the start and public from the start instant on", () => {
    const start = at("2026-05-01T12:00:00Z");
    expect(noticeStatusAt(published(start, null), new Date(start.getTime() - 1))).toBe("scheduled");
    expect(noticeStatusAt(published(start, null), start)).toBe("public");
  });

  it("derives expired only after the end instant", () => {
    const end = at("2026-05-01T12:00:00Z");
    expect(noticeStatusAt(published(null, end), end)).toBe("public");
    expect(noticeStatusAt(published(null, end), new Date(end.getTime() + 1))).toBe("expired");
  });
});

describe("matchesStatusFilter", () => {
  it("lists scheduled items under public and each other status under its own filter", () => {
    expect(matchesStatusFilter("scheduled", "public")).toBe(true);
    expect(matchesStatusFilter("expired", "public")).toBe(false);
    expect(matchesStatusFilter("expired", "expired")).toBe(true);
    expect(matchesStatusFilter("draft", "unpublic")).toBe(false);
    expect(matchesStatusFilter("draft", "all")).toBe(true);
  });
});

describe("nextNoticeBoundary", () => {
  it("is the nearest start or end still ahead among published items", () => {
    const notices = [
      published(at("2026-05-03T00:00:00Z"), at("2026-05-09T00:00:00Z")),
      published(at("2026-04-01T00:00:00Z"), at("2026-05-02T00:00:00Z")),
      { status: "draft" as const, startDate: at("2026-05-01T13:00:00Z"), endDate: null },
    ];
    expect(nextNoticeBoundary(notices, now)?.toISOString()).toBe("2026-05-02T00:00:00.001Z");
  });

  it("is undefined when nothing changes any more", () => {
    expect(
      nextNoticeBoundary([published(null, null), published(null, at("2026-01-01T00:00:00Z"))], now),
    ).toBe(undefined);
  });
});
