// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { viewerTestContext, WithViewer } from "../../testing/viewer-test-context.tsx";
import { TabBar } from "./tab-bar.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

async function renderTabs(textColors: (string | null | undefined)[]) {
  const context = viewerTestContext();
  const { snapshot } = context;
  context.snapshot = {
    ...snapshot,
    settings: { ...snapshot.settings, globalMenu: { ...snapshot.settings.globalMenu, textColor: "#ffffff" } },
    categories: snapshot.categories.map((category, index) => ({ ...category, textColor: textColors[index] })),
  };
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () =>
    createRoot(container).render(
      <WithViewer value={context}>
        <TabBar />
      </WithViewer>,
    ),
  );
  return container;
}

describe("TabBar", () => {
  it("shows a menu item in its own text colour and the others in the menu's", async () => {
    const tabs = await renderTabs(["#e8590c", null, undefined]);
    const nav = tabs.querySelector<HTMLElement>("nav")!;
    const buttons = [...tabs.querySelectorAll<HTMLButtonElement>("nav button")];
    expect(nav.style.color).toBe("#ffffff");
    expect(buttons.map((button) => button.style.color)).toEqual(["#e8590c", "", "", ""]);
  });
});
