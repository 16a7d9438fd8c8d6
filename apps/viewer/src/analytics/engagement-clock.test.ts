import { describe, expect, it } from "vitest";
import { EngagementClock } from "./engagement-clock.ts";

function clock() {
  let now = 0;
  const sent: [string, number][] = [];
  const engagement = new EngagementClock(
    (pageId, ms) => sent.push([pageId, ms]),
    () => now,
  );
  return { engagement, sent, wait: (ms: number) => (now += ms) };
}

describe("visible time on a page", () => {
  it("reports a page's time when the visitor moves on, and drops stays under a second", () => {
    const { engagement, sent, wait } = clock();
    engagement.enter("a");
    wait(4200);
    engagement.enter("b");
    wait(999);
    engagement.enter("c");
    expect(sent).toEqual([["a", 4200]]);
  });

  it("stops counting while the tab is hidden and counts again when it is back", () => {
    const { engagement, sent, wait } = clock();
    engagement.enter("a");
    wait(2000);
    engagement.pause();
    wait(60_000);
    engagement.resume();
    wait(3000);
    engagement.enter("b");
    expect(sent).toEqual([
      ["a", 2000],
      ["a", 3000],
    ]);
  });

  it("caps a stretch at 30 minutes", () => {
    const { engagement, sent, wait } = clock();
    engagement.enter("a");
    wait(3 * 3_600_000);
    engagement.pause();
    expect(sent).toEqual([["a", 1_800_000]]);
  });
});
