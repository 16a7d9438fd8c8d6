import { getHeapSpaceStatistics } from "node:v8";
import { describe, expect, it } from "vitest";
import { giveBackStartMemory } from "./start-memory.ts";

const youngGenerationBytes = () =>
  getHeapSpaceStatistics()
    .filter((space) => space.space_name === "new_space")
    .reduce((sum, space) => sum + space.space_size, 0);

describe("giveBackStartMemory", () => {
  it("shrinks a young generation grown by short-lived objects back to its smallest", () => {
    let batch: { index: number; text: string }[] = [];
    for (let index = 0; index < 2_000_000; index++) {
      batch.push({ index, text: `item ${index}` });
      if (batch.length > 50_000) batch = [];
    }
    const grown = youngGenerationBytes();
    expect(grown).toBeGreaterThanOrEqual(8 * 1024 * 1024);

    giveBackStartMemory();

    expect(youngGenerationBytes()).toBeLessThanOrEqual(grown / 4);
    expect(batch.length).toBeGreaterThan(0);
  });

  it("leaves the process's own global without a gc function", () => {
    giveBackStartMemory();
    expect("gc" in globalThis).toBe(false);
  });
});
