import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "@/testing/render";
import { ListFooter } from "./list-footer";

describe("the footer under a paged list", () => {
  it("shows the total and one page button per started page, reporting the page chosen", async () => {
    const onPageChange = vi.fn();
    renderAt(
      <ListFooter totalText="41 in total" total={41} pageSize={20} page={1} onPageChange={onPageChange} />,
    );
    expect(await screen.findByText("41 in total")).toBeTruthy();
    expect(screen.getByRole("button", { name: "3" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "4" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "2" }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("still offers one page when the list is empty", async () => {
    renderAt(<ListFooter totalText="0 in total" total={0} pageSize={20} page={1} onPageChange={() => {}} />);
    expect(await screen.findByRole("button", { name: "1" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "2" })).toBeNull();
  });
});
