import { describe, expect, it } from "vitest";
import {
  addToHistogram,
  dwellBucket,
  dwellBucketBounds,
  dwellBucketCount,
  dwellMaxMs,
  dwellPercentile,
} from "./dwell-histogram.ts";

function histogramOf(durations: number[]) {
  const histogram = new Map<number, number>();
  for (const ms of durations) addToHistogram(histogram, dwellBucket(ms), 1);
  return histogram;
}

describe("the dwell histogram", () => {
  it("puts a second in the first bucket, 30 minutes in the last, and keeps four buckets per doubling", () => {
    expect(dwellBucket(1000)).toBe(0);
    expect(dwellBucket(1999)).toBe(3);
    expect(dwellBucket(2000)).toBe(4);
    expect(dwellBucket(dwellMaxMs)).toBe(dwellBucketCount - 1);
    expect(dwellBucketCount).toBe(44);
    // Out-of-range durations are clamped, not dropped (the schema refuses them before).
    expect(dwellBucket(10)).toBe(0);
    expect(dwellBucket(10 * dwellMaxMs)).toBe(dwellBucketCount - 1);
  });

  it("reads the median and p90 within a bucket's width of the exact values", () => {
    const durations = Array.from({ length: 100 }, (_, index) => 1000 + index * 1000);
    const histogram = histogramOf(durations);
    const median = dwellPercentile(histogram, 0.5)!;
    const p90 = dwellPercentile(histogram, 0.9)!;
    expect(Math.abs(median - 50_000) / 50_000).toBeLessThan(0.1);
    expect(Math.abs(p90 - 90_000) / 90_000).toBeLessThan(0.1);
  });

  it("answers the geometric middle of the bucket holding the rank, and null for no durations", () => {
    const histogram = histogramOf([5000, 5000, 5000, 60_000]);
    const { from, to } = dwellBucketBounds(dwellBucket(5000));
    expect(dwellPercentile(histogram, 0.5)).toBe(Math.round(Math.sqrt(from * to)));
    expect(dwellPercentile(histogram, 0.75)).toBe(dwellPercentile(histogram, 0.5));
    expect(dwellPercentile(histogram, 0.9)).toBe(dwellPercentile(histogramOf([60_000]), 0.5));
    expect(dwellPercentile(new Map(), 0.5)).toBeNull();
  });
});
