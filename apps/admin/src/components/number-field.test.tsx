import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { renderAt } from "@/testing/render";
import { numberFieldWith } from "./number-field";

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

/** A number field whose Mantine input downloads when the test says, or fails to. */
function heldInput() {
  let arrive = () => {};
  let fail = (_error: Error) => {};
  const download = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  const part = lazyWithPreload(
    pick(() => download.then(() => import("./number-input-part")), "NumberInputPart"),
  );
  return { Field: numberFieldWith(part), part, arrive, fail };
}

type HeldField = ReturnType<typeof heldInput>["Field"];

function FontSize({ Field, initial = 16 }: { Field: HeldField; initial?: number | "" }) {
  const [value, setValue] = useState<number | "">(initial);
  return (
    <>
      <Field
        label="Font size"
        suffix=" px"
        min={1}
        max={100}
        value={value}
        onChange={(next) => setValue(next === "" ? "" : Number(next))}
      />
      <output data-testid="held">{String(value)}</output>
    </>
  );
}

describe("a number field before its input has downloaded", () => {
  it("stands in with the same name, value and suffix, refuses letters and hands focus and caret over", async () => {
    const held = heldInput();
    renderAt(<FontSize Field={held.Field} />);
    const standIn = screen.getByRole("textbox", { name: "Font size" }) as HTMLInputElement;
    expect(standIn.value).toBe("16 px");
    await userEvent.clear(standIn);
    await userEvent.type(standIn, "2a4");
    expect(standIn.value).toBe("24 px");
    expect(screen.getByTestId("held").textContent).toBe("24");
    expect(standIn.selectionStart).toBe(2);

    await act(async () => {
      held.arrive();
      await held.part.preload();
    });
    const input = screen.getByRole("textbox", { name: "Font size" }) as HTMLInputElement;
    expect(input).not.toBe(standIn);
    expect(input.value).toBe("24 px");
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(2);
    await userEvent.type(input, "{ArrowUp}");
    expect(screen.getByTestId("held").textContent).toBe("25");
  });

  it("steps with the arrow keys within min and max and brings a number over max back on leaving", async () => {
    const held = heldInput();
    renderAt(<FontSize Field={held.Field} initial={99} />);
    const standIn = screen.getByRole("textbox", { name: "Font size" }) as HTMLInputElement;
    await userEvent.click(standIn);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByTestId("held").textContent).toBe("100");
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByTestId("held").textContent).toBe("99");
    await userEvent.clear(standIn);
    await userEvent.type(standIn, "250");
    expect(screen.getByTestId("held").textContent).toBe("250");
    await userEvent.tab();
    expect(standIn.value).toBe("100 px");
    expect(screen.getByTestId("held").textContent).toBe("100");
  });

  it("stays a working field when the input cannot download", async () => {
    const held = heldInput();
    renderAt(<FontSize Field={held.Field} />);
    const standIn = screen.getByRole("textbox", { name: "Font size" }) as HTMLInputElement;
    await userEvent.click(standIn);
    await act(async () => {
      held.fail(new TypeError("Failed to fetch dynamically imported module"));
      await held.part.preload().catch(() => undefined);
    });
    expect(screen.getByRole("textbox", { name: "Font size" })).toBe(standIn);
    await userEvent.clear(standIn);
    await userEvent.type(standIn, "12");
    expect(screen.getByTestId("held").textContent).toBe("12");
    expect(standIn.value).toBe("12 px");
  });

  it("takes a number below zero where min allows one, and refuses the minus where it does not", async () => {
    const held = heldInput();
    function Offsets() {
      const [offset, setOffset] = useState<number | string>(0);
      const [size, setSize] = useState<number | string>(16);
      return (
        <>
          <held.Field label="Offset" value={typeof offset === "number" ? offset : ""} onChange={setOffset} />
          <held.Field label="Size" min={1} value={Number(size) || 0} onChange={setSize} />
          <output data-testid="offset">{String(offset)}</output>
          <output data-testid="size">{String(size)}</output>
        </>
      );
    }
    renderAt(<Offsets />);
    const offset = screen.getByRole("textbox", { name: "Offset" }) as HTMLInputElement;
    await userEvent.clear(offset);
    await userEvent.type(offset, "-5");
    expect(screen.getByTestId("offset").textContent).toBe("-5");
    const size = screen.getByRole("textbox", { name: "Size" }) as HTMLInputElement;
    await userEvent.clear(size);
    await userEvent.type(size, "-5");
    expect(screen.getByTestId("size").textContent).toBe("5");
  });
});
