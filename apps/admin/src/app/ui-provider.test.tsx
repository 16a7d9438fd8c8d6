import { render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { showToast } from "@/lib/notify";
import { UiProvider } from "./ui-provider";

function SavesAtOnce() {
  useEffect(() => showToast("保存しました", "success"), []);
  return <p>page</p>;
}

describe("the console's toasts", () => {
  it("show a toast requested before their container has downloaded", async () => {
    render(
      <UiProvider>
        <SavesAtOnce />
      </UiProvider>,
    );
    expect(screen.getByText("page")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect((await screen.findByRole("status")).textContent).toContain("保存しました");
  });
});
