import { describe, expect, it } from "vitest";
import { isColour } from "./colour.ts";

describe("isColour", () => {
  it.each([
    "#fff",
    "#FFFFFF",
    "rgb(0, 128, 255)",
    "rgba(0,0,0,0.5)",
    "rgb(0 0 0 / 50%)",
    "hsl(120, 50%, 50%)",
    "hsla(120deg,50%,50%,.3)",
  ])("accepts %s", (value) => expect(isColour(value)).toBe(true));
  it.each([
    "",
    "fff",
    "#ffff",
    "#12345",
    "#gggggg",
    "rgb(256,0,0)",
    "rgba(0,0,0,2)",
    "hsl(120, 150%, 50%)",
    "red",
    "rgb(0,0)",
  ])("refuses %s", (value) => expect(isColour(value)).toBe(false));
});
