import { Alert, Button, Center, Loader, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { usePreviewShare } from "../api/get-preview-share";
import type { PreviewTarget } from "../api/get-preview-url";

// The form with its tag input and the invited list are not on the list's first view: they download
// when the dialog opens, or before on a hint (SharePreviewModal.prefetch).
const SharePreviewBody = lazyWithPreload(pick(() => import("./share-preview-body"), "SharePreviewBody"));

function Loading() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

interface SharePreviewModalProps {
  /** The site whose preview is shared; null keeps the modal closed. */
  target: PreviewTarget | null;
  onClose: () => void;
}

/**
 * admin.md §2 Preview, §3 Preview share: invite people by e-mail, set the security setting and its
 * password, manage the invited addresses and copy the link (decision 013, Share management).
 */
export function SharePreviewModal({ target, onClose }: SharePreviewModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  const share = usePreviewShare(target?.id);
  // Every open dialog hears Escape: a confirmation above this modal closes alone.
  const [confirming, setConfirming] = useState(false);
  const opened = target !== null;
  // The dialog's parts download while its share is read, not after.
  useEffect(() => {
    if (opened) SharePreviewBody.prefetch();
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={!confirming}
      title={target ? t("previewShare.title", { name: target.name }) : undefined}
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 600 } }}
    >
      {!target ? null : share.isPending ? (
        <Loading />
      ) : share.isError ? (
        <Alert color="red" title={t("previewShare.loadFailed")}>
          <Button size="xs" variant="light" color="red" onClick={() => share.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert>
      ) : (
        // The same loader as while the share is read, so a late download shows as one wait.
        <Suspense fallback={<Loading />}>
          <SharePreviewBody target={target} share={share.data} onConfirmingChange={setConfirming} />
        </Suspense>
      )}
    </Modal>
  );
}

/** Starts the download of the dialog's body when the reader is about to open it (hover or focus on Share). */
SharePreviewModal.prefetch = SharePreviewBody.prefetch;
