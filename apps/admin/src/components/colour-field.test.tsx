import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import { ColourField } from "./colour-field";
import { ContrastWarning } from "./contrast-warning";

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

describe("a colour field", () => {
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
