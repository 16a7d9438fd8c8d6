// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOrReload } from "./chunk-reload.ts";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const missingChunk = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("a lazy part that fails to load", () => {
  it("reloads the page once by itself", async () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    const settled = vi.fn();
    void loadOrReload(missingChunk)().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledOnce();
    // Nothing renders while the page goes away.
    expect(settled).not.toHaveBeenCalled();
  });

  it("gives the error to the reload page when it fails again right after its reload", async () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    void loadOrReload(missingChunk)();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(loadOrReload(missingChunk)()).rejects.toThrow("dynamically imported module");
    expect(reload).toHaveBeenCalledOnce();
  });

  it("loads as usual when the chunk is there", async () => {
    await expect(loadOrReload(async () => ({ default: "part" }))()).resolves.toEqual({ default: "part" });
  });
});
