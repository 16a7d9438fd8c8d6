import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import { AuthorityField } from "./authority-field";

describe("the authority field of account forms", () => {
  it("offers edit and view and reports the authority chosen", async () => {
    await i18n.changeLanguage("en");
    const onChange = vi.fn();
    renderAt(<AuthorityField label="Authority" value="edit" onChange={onChange} />);
    expect(await screen.findByText("Authority")).toBeTruthy();
    const [edit, view] = screen.getAllByRole("radio");
    expect((edit as HTMLInputElement).checked).toBe(true);
    await userEvent.click(view as HTMLElement);
    expect(onChange).toHaveBeenCalledWith("view");
  });
});
