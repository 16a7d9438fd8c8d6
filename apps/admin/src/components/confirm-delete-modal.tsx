import { lazyDialog, pick } from "@/lib/lazy-with-preload";

/**
 * Asks before something is deleted or reset for good (a record, the creatives of a changed grid, a
 * language's texts); cancel is the harmless default and has the focus. Downloaded when idle or at
 * its first opening, as every dialog of a screen (decision 157).
 */
export const ConfirmDeleteModal = lazyDialog(
  pick(() => import("./confirm-delete-dialog"), "ConfirmDeleteDialog"),
  (props) => props.opened,
);
