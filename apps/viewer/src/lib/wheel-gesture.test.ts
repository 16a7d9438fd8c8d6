import { describe, expect, it } from "vitest";
import { createWheelGesture, wheelGesturePauseMs } from "./wheel-gesture.ts";

const wheel = (timeStamp: number, deltaY: number, deltaX = 0, deltaMode = 0) => ({
  timeStamp,
  deltaX,
  deltaY,
  deltaMode,
});

describe("wheel gesture", () => {
  it("turns one page for a trackpad flick, however many events its inertia sends", () => {
    const gesture = createWheelGesture();
    const turns = Array.from({ length: 60 }, (_, i) => gesture(wheel(i * 16, 30 - i * 0.4))).filter(Boolean);
    expect(turns).toEqual(["down"]);
  });

  it("turns again after a pause, and upwards for a negative delta", () => {
    const gesture = createWheelGesture();
    expect(gesture(wheel(0, 120))).toBe("down");
    expect(gesture(wheel(100, 120))).toBeUndefined();
    expect(gesture(wheel(100 + wheelGesturePauseMs + 1, -120))).toBe("up");
  });

  it("ignores a nudge below the turning distance", () => {
    const gesture = createWheelGesture();
    expect(gesture(wheel(0, 10))).toBeUndefined();
    expect(gesture(wheel(wheelGesturePauseMs + 10, 10))).toBeUndefined();
  });

  it("turns sideways when the gesture is mostly horizontal, and counts line deltas as lines", () => {
    const gesture = createWheelGesture();
    expect(gesture(wheel(0, 5, -60))).toBe("left");
    const lines = createWheelGesture();
    expect(lines(wheel(0, 3, 0, 1))).toBe("down");
  });
});
