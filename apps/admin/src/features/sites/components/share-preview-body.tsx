import { Divider, Stack } from "@mantine/core";
import type { PreviewShare } from "../api/get-preview-share";
import type { PreviewTarget } from "../api/get-preview-url";
import { ShareForm } from "./share-form";
import { ShareInvitedList } from "./share-invited-list";
import { ShareLink } from "./share-link";

interface SharePreviewBodyProps {
  target: PreviewTarget;
  share: PreviewShare;
  onConfirmingChange: (confirming: boolean) => void;
}

/** The share dialog's settings, invited addresses and link: downloaded when the dialog first opens. */
export function SharePreviewBody({ target, share, onConfirmingChange }: SharePreviewBodyProps) {
  return (
    <Stack gap="lg">
      <ShareForm key={target.id} siteId={target.id} share={share} />
      <Divider />
      <ShareInvitedList siteId={target.id} emails={share.emails} onConfirmingChange={onConfirmingChange} />
      <Divider />
      <ShareLink target={target} shared={share.shared} />
    </Stack>
  );
}
