import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./is-chunk-load-error";

describe("chunk-load error detection", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://example.test/assets/summary-abc.js",
    "error loading dynamically imported module: https://example.test/assets/summary-abc.js",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/summary-abc.css",
  ])("recognises %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it("recognises errors named ChunkLoadError", () => {
    const error = new Error("whatever");
    error.name = "ChunkLoadError";
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("leaves other errors to the generic page", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
