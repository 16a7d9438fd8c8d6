import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "@/testing/render";
import { RangeFilter } from "./range-filter";

function monthFrom(offset: number) {
  const japan = new Date(Date.now() + 9 * 3_600_000);
  return new Date(Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 7);
}

async function apply(start: string, end: string) {
  const onApply = vi.fn();
  renderAt(<RangeFilter range={{ start: monthFrom(-11), end: monthFrom(0) }} onApply={onApply} />);
  fireEvent.change(await screen.findByLabelText("開始月"), { target: { value: start } });
  fireEvent.change(screen.getByLabelText("終了月"), { target: { value: end } });
  await userEvent.click(screen.getByRole("button", { name: "表示" }));
  return onApply;
}

describe("the dashboard's month range", () => {
  it("applies a range of up to 24 months", async () => {
    const onApply = await apply(monthFrom(-23), monthFrom(0));
    expect(onApply).toHaveBeenCalledWith({ start: monthFrom(-23), end: monthFrom(0) });
  });

  it("tells an end before the start next to the end month, and does not apply it", async () => {
    const onApply = await apply(monthFrom(-2), monthFrom(-5));
    expect(await screen.findByText("終了月は開始月以降にしてください。")).toBeTruthy();
    expect(screen.getByLabelText("終了月").getAttribute("aria-invalid")).toBe("true");
    expect(onApply).not.toHaveBeenCalled();
  });

  it("refuses 25 months next to the end month", async () => {
    expect(await apply(monthFrom(-24), monthFrom(0))).not.toHaveBeenCalled();
    expect(await screen.findByText("期間は最長 24 か月までです。")).toBeTruthy();
  });

  it("refuses a month still to come next to its field", async () => {
    expect(await apply(monthFrom(-1), monthFrom(1))).not.toHaveBeenCalled();
    expect(await screen.findByText("今月以前の月を選んでください。")).toBeTruthy();
  });
});
