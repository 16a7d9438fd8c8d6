import { lazyDialog, pick } from "@/lib/lazy-with-preload";

/** The user menu's "Change password" dialog, downloaded when idle, on a hint or when opened (decision 157). */
const ChangePasswordModal = lazyDialog(
  pick(() => import("./change-password-modal"), "ChangePasswordModal"),
  (props) => props.opened,
);

export const ChangePasswordDialog = Object.assign(ChangePasswordModal, {
  /** Starts the download of the dialog's frame, then of its form. */
  prefetch: () => {
    import("./change-password-modal").then(
      (module) => module.ChangePasswordModal.prefetch(),
      () => undefined,
    );
  },
});
