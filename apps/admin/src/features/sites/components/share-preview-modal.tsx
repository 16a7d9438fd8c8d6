import { Alert, Button, Center, Divider, Loader, Modal, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreviewShare } from "../api/get-preview-share";
import type { PreviewTarget } from "../api/get-preview-url";
import { ShareForm } from "./share-form";
import { ShareInvitedList } from "./share-invited-list";
import { ShareLink } from "./share-link";

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

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      closeOnEscape={!confirming}
      title={target ? t("previewShare.title", { name: target.name }) : undefined}
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 600 } }}
    >
      {!target ? null : share.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : share.isError ? (
        <Alert color="red" title={t("previewShare.loadFailed")}>
          <Button size="xs" variant="light" color="red" onClick={() => share.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert>
      ) : (
        <Stack gap="lg">
          <ShareForm key={target.id} siteId={target.id} share={share.data} />
          <Divider />
          <ShareInvitedList
            siteId={target.id}
            emails={share.data.emails}
            onConfirmingChange={setConfirming}
          />
          <Divider />
          <ShareLink target={target} shared={share.data.shared} />
        </Stack>
      )}
    </Modal>
  );
}
