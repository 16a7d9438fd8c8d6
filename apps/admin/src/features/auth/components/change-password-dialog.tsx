import { withLaterTexts } from "@/lib/i18n";
import { lazyDialog, pick } from "@/lib/lazy-with-preload";

// Its texts are among the later ones, which the frame does not wait for (decision 158).
const loadModal = () => withLaterTexts(import("./change-password-modal"));

/** The user menu's "Change password" dialog, downloaded when idle, on a hint or when opened (decision 157). */
const ChangePasswordModal = lazyDialog(pick(loadModal, "ChangePasswordModal"), (props) => props.opened);

export const ChangePasswordDialog = Object.assign(ChangePasswordModal, {
  /** Starts the download of the dialog's frame, then of its form. */
  prefetch: () => {
    import("./change-password-modal").then(
      (module) => module.ChangePasswordModal.prefetch(),
      () => undefined,
    );
  },
});
