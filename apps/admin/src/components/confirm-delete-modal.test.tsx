import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import { ConfirmDeleteModal } from "./confirm-delete-modal";

function renderModal(loading = false) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderAt(
    <ConfirmDeleteModal
      opened
      title="Delete survey?"
      message="Skin type check and its answers go for good."
      confirmLabel="Delete"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

describe("the delete confirmation", () => {
  it("names what goes and deletes only on the confirm button", async () => {
    await i18n.changeLanguage("en");
    const { onConfirm, onClose } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Delete survey?" });
    expect(dialog.textContent).toContain("Skin type check and its answers go for good.");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("keeps the confirm button busy while the deletion runs", async () => {
    const { onConfirm } = renderModal(true);
    const confirm = await screen.findByRole("button", { name: "Delete" });
    expect(confirm.getAttribute("data-loading")).toBe("true");
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
