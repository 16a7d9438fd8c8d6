import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import { ColourField, ColourPicker } from "./colour-field";
import { ContrastWarning } from "./contrast-warning";

// The picker's download waits until a test lets it arrive.
const picker = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived };
});
vi.mock("./colour-picker-input", async (importOriginal) => {
  await picker.arrived;
  return importOriginal();
});

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ColourField label="Button colour" value={value} onChange={setValue} />
      <output data-testid="held">{value}</output>
    </>
  );
}

// First in the file: the picker downloads once per page, as in the browser.
describe("a colour field before its picker has downloaded", () => {
  it("stands in as a text field of the same name, keeps what is typed and moves focus and caret to the picker", async () => {
    renderAt(<Field initial="#99D52A" />);
    const standIn = screen.getByRole("textbox", { name: "Button colour" });
    await userEvent.clear(standIn);
    await userEvent.type(standIn, "#1B2A");
    expect(screen.getByTestId("held").textContent).toBe("#1B2A");
    expect(screen.getByText(/Invalid color code/)).toBeTruthy();

    picker.arrive();
    await ColourPicker.preload();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Button colour" })).not.toBe(standIn));
    const input = screen.getByRole("textbox", { name: "Button colour" }) as HTMLInputElement;
    expect(input.value).toBe("#1B2A");
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.selectionStart).toBe(5);
    await userEvent.type(input, "4E");
    expect(screen.getByTestId("held").textContent).toBe("#1B2A4E");
    expect(screen.queryByText(/Invalid color code/)).toBeNull();
  });
});

describe("a colour field", () => {
  beforeAll(async () => {
    picker.arrive();
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
