import { describe, expect, it } from "vitest";
import { swipeOptions } from "./swipe-options.ts";

describe("swipe options", () => {
  it("uses the spec's gesture constants: threshold 50, resistance 0.7, long-swipe ratio 0.5, touch angle 20", () => {
    expect(swipeOptions).toMatchObject({
      threshold: 50,
      resistanceRatio: 0.7,
      longSwipesRatio: 0.5,
      touchAngle: 20,
    });
  });
});
