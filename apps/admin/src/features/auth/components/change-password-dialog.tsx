import { Suspense, useState } from "react";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import type { ChangePasswordModalProps } from "./change-password-modal";

// The whole dialog, its frame (Mantine's modal code) included, is on no screen's first view: it
// downloads on a hint (the user menu opening, pointer or focus on its item) or when opened
// (decision 157).
const ChangePasswordModal = lazyWithPreload(pick(() => import("./change-password-modal"), "ChangePasswordModal"));

/**
 * The user menu's "Change password" dialog, mounted from its first opening on (so its closing
 * transition plays); before that it costs nothing.
 */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordModalProps) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    // The menu's hints have normally brought it by the time it opens; otherwise it follows shortly.
    <Suspense fallback={null}>
      <ChangePasswordModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}

/** Starts the download of the dialog's frame, then of its form. */
ChangePasswordDialog.prefetch = () => {
  ChangePasswordModal.preload().then(
    ({ default: modal }) => modal.prefetch(),
    () => undefined,
  );
};
