// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { ReloadBoundary } from "./reload-boundary.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new TypeError("Failed to fetch dynamically imported module");
}

describe("the reload page", () => {
  it("replaces a viewer that failed with a message and a reload button, not a blank page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    const host = document.body.appendChild(document.createElement("div"));
    await act(async () =>
      createRoot(host).render(
        <ReloadBoundary title="ページを再読み込みしてください。" action="再読み込み">
          <Broken />
        </ReloadBoundary>,
      ),
    );
    expect(host.querySelector("[role='alert']")?.textContent).toContain("ページを再読み込みしてください。");
    await act(async () => host.querySelector("button")?.click());
    expect(reload).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
