import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, useState } from "react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { renderAt } from "@/testing/render";
import { ColourField, ColourPicker, colourFieldWith } from "./colour-field";
import { ContrastWarning } from "./contrast-warning";

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

type ColourFieldComponent = ComponentType<{
  label: string;
  value: string;
  onChange: (value: string) => void;
}>;

function Field({ initial, Colour = ColourField }: { initial: string; Colour?: ColourFieldComponent }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Colour label="Button colour" value={value} onChange={setValue} />
      <output data-testid="held">{value}</output>
    </>
  );
}

/** A colour field whose picker downloads when the test says, or fails to. */
function heldPicker() {
  let arrive = () => {};
  let fail = (_error: Error) => {};
  const download = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  const picker = lazyWithPreload(
    pick(() => download.then(() => import("./colour-picker-input")), "ColourPickerInput"),
  );
  return { Colour: colourFieldWith(picker), picker, arrive, fail };
}

describe("a colour field before its picker has downloaded", () => {
  it("stands in as a text field of the same name, keeps what is typed and moves focus and caret to the picker", async () => {
    const held = heldPicker();
    renderAt(<Field initial="#99D52A" Colour={held.Colour} />);
    const standIn = screen.getByRole("textbox", { name: "Button colour" });
    await userEvent.clear(standIn);
    await userEvent.type(standIn, "#1B2A");
    expect(screen.getByTestId("held").textContent).toBe("#1B2A");
    expect(screen.getByText(/Invalid color code/)).toBeTruthy();

    await act(async () => {
      held.arrive();
      await held.picker.preload();
    });
    const input = screen.getByRole("textbox", { name: "Button colour" }) as HTMLInputElement;
    expect(input).not.toBe(standIn);
    expect(input.value).toBe("#1B2A");
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(5);
    await userEvent.type(input, "4E");
    expect(screen.getByTestId("held").textContent).toBe("#1B2A4E");
    expect(screen.queryByText(/Invalid color code/)).toBeNull();
  });

  it("stays a working text field when the picker cannot download", async () => {
    const held = heldPicker();
    renderAt(<Field initial="#99D52A" Colour={held.Colour} />);
    const standIn = screen.getByRole("textbox", { name: "Button colour" });
    await userEvent.click(standIn);
    await act(async () => {
      held.fail(new TypeError("Failed to fetch dynamically imported module"));
      await held.picker.preload().catch(() => undefined);
    });
    expect(screen.getByRole("textbox", { name: "Button colour" })).toBe(standIn);
    await userEvent.clear(standIn);
    await userEvent.type(standIn, "#000000");
    expect(screen.getByTestId("held").textContent).toBe("#000000");
  });
});

describe("a colour field", () => {
  beforeAll(async () => {
    await ColourPicker.preload();
  });

  it("keeps '#12345' as typed after leaving the field and says why it is refused", async () => {
    renderAt(<Field initial="#99D52A" />);
    const input = screen.getByRole("textbox", { name: "Button colour" });
    await userEvent.clear(input);
    await userEvent.type(input, "#12345");
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe("#12345");
    expect(screen.getByTestId("held").textContent).toBe("#12345");
    expect(screen.getByText(/Invalid color code/)).toBeTruthy();
  });

  it("shows no message for a valid colour", () => {
    renderAt(<Field initial="#1B2A4E" />);
    expect(screen.queryByText(/Invalid color code/)).toBeNull();
  });
});

describe("the contrast warning", () => {
  it("warns that white on the default green (1.76:1) fails WCAG AA", () => {
    renderAt(<ContrastWarning text="#FFFFFF" background="#99D52A" />);
    expect(screen.getByRole("status").textContent).toContain("1.76:1, below the 4.5:1 WCAG AA");
  });

  it("stays silent for a readable pair and for a colour still being typed", () => {
    renderAt(
      <>
        <ContrastWarning text="#1D2026" background="#99D52A" />
        <ContrastWarning text="#12345" background="#FFFFFF" />
      </>,
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("icon-only controls of the colour field", () => {
  it("names the eye dropper button", () => {
    Object.defineProperty(window, "EyeDropper", { configurable: true, value: class {} });
    renderAt(<Field initial="#1B2A4E" />);
    expect(screen.getByRole("button", { name: "Pick a colour from the screen" })).toBeTruthy();
  });
});
