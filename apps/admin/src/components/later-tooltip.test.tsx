import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderAt } from "@/testing/render";

beforeAll(async () => {
  await import("./tooltip-part");
});

const control = () => screen.getByRole("button", { name: "Remove: English" });

/** Each test starts before the tooltip's code has arrived: a fresh copy of the module. */
async function renderRemoveButton() {
  vi.resetModules();
  const { LaterTooltip } = await import("./later-tooltip");
  renderAt(
    <LaterTooltip label="Remove this language">
      <button type="button" aria-label="Remove: English">
        ×
      </button>
    </LaterTooltip>,
  );
  return control();
}

/** The control is mounted anew inside the tooltip once the tooltip's code has arrived (when idle). */
const tooltipArrived = (first: HTMLElement) =>
  waitFor(() => expect(control()).not.toBe(first), { timeout: 5000 });

describe("a tooltip that arrives after first paint", () => {
  it("shows its control alone at first, then its tooltip on hover once the code has arrived", async () => {
    const user = userEvent.setup();
    const first = await renderRemoveButton();
    await user.hover(first);
    expect(screen.queryByText("Remove this language")).toBeNull();
    await tooltipArrived(first);
    await user.hover(control());
    expect(await screen.findByText("Remove this language")).toBeTruthy();
  });

  it("shows its tooltip when the keyboard moves the focus to its control", async () => {
    const user = userEvent.setup();
    const first = await renderRemoveButton();
    await tooltipArrived(first);
    await user.tab();
    expect(document.activeElement).toBe(control());
    expect(await screen.findByText("Remove this language")).toBeTruthy();
  });

  it("keeps the focus on its control when the tooltip arrives", async () => {
    const first = await renderRemoveButton();
    act(() => first.focus());
    await tooltipArrived(first);
    expect(document.activeElement).toBe(control());
  });
});
