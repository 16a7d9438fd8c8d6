import { describe, expect, it } from "vitest";
import { hasUnpublishedChanges } from "./publish-state.ts";

describe("unpublished changes", () => {
  it("are there when the draft was saved after the last publish", () => {
    expect(
      hasUnpublishedChanges({ publishedAt: "2026-11-21T10:00:00Z", updatedAt: "2026-11-21T10:05:00Z" }),
    ).toBe(true);
  });

  it("are not there right after a publish, nor on a site never published", () => {
    expect(
      hasUnpublishedChanges({ publishedAt: "2026-11-21T10:05:00Z", updatedAt: "2026-11-21T10:00:00Z" }),
    ).toBe(false);
    expect(hasUnpublishedChanges({ publishedAt: null, updatedAt: "2026-11-21T10:00:00Z" })).toBe(false);
  });
});
