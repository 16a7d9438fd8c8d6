import { maxEngagementMs, minEngagementMs } from "../site/analytics-rules.ts";

/**
 * Engaged time is kept as a log-bucketed histogram so medians and p90 can be summed over days and
 * pages without keeping every duration. Bucket b holds durations in [1 s·2^(b/4), 1 s·2^((b+1)/4)):
 * four buckets per doubling, each about 19 % wide, so a percentile read from it is within ±10 %.
 */
export const dwellMinMs = minEngagementMs;
export const dwellMaxMs = maxEngagementMs;
export const dwellBucketsPerDoubling = 4;

export function dwellBucket(durationMs: number): number {
  const clamped = Math.min(Math.max(durationMs, dwellMinMs), dwellMaxMs);
  return Math.floor(Math.log2(clamped / dwellMinMs) * dwellBucketsPerDoubling);
}

export const dwellBucketCount = dwellBucket(dwellMaxMs) + 1;

export function dwellBucketBounds(bucket: number): { from: number; to: number } {
  const from = dwellMinMs * 2 ** (bucket / dwellBucketsPerDoubling);
  const to = dwellMinMs * 2 ** ((bucket + 1) / dwellBucketsPerDoubling);
  return { from, to: Math.min(to, dwellMaxMs) };
}

/** Counts by bucket: `histogram[b]` durations fell in bucket b. */
export type DwellHistogram = ReadonlyMap<number, number>;

/**
 * The duration below which a share `p` (0 < p ≤ 1) of the durations fall: the bucket holding that
 * rank, read at its geometric middle, in whole milliseconds. Null without any duration.
 */
export function dwellPercentile(histogram: DwellHistogram, p: number): number | null {
  let total = 0;
  for (const count of histogram.values()) total += count;
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= rank) {
      const { from, to } = dwellBucketBounds(bucket);
      return Math.round(Math.sqrt(from * to));
    }
  }
  return null;
}

/** Adds counts (bucket, count) into a histogram. */
export function addToHistogram(histogram: Map<number, number>, bucket: number, count: number) {
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
}
