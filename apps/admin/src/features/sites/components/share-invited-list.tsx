import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconLogout, IconMailForward, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { useDateTimeFormat } from "@/lib/date-time";
import { showToast } from "@/lib/notify";
import { useDeletePreviewShareEmails } from "../api/delete-preview-share-emails";
import type { PreviewShare } from "../api/get-preview-share";
import { useRevokePreviewShare } from "../api/revoke-preview-share";

/** Ending someone's sessions keeps them invited; removing them shuts them out for good. */
type Pending = { kind: "endSessions" | "remove"; email: string };

interface ShareInvitedListProps {
  siteId: string;
  emails: PreviewShare["emails"];
  /** Told when the confirmation dialog opens and closes, so the modal below leaves Escape to it. */
  onConfirmingChange?: (open: boolean) => void;
}

/** The invited addresses with when each was invited; resend, end sessions and delete. */
export function ShareInvitedList({ siteId, emails, onConfirmingChange }: ShareInvitedListProps) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const resend = useRevokePreviewShare(siteId);
  const endSessions = useRevokePreviewShare(siteId);
  const remove = useDeletePreviewShareEmails(siteId);
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirmingState] = useState(false);
  const setConfirming = (open: boolean) => {
    setConfirmingState(open);
    onConfirmingChange?.(open);
  };
  const ask = (next: Pending) => {
    setPending(next);
    setConfirming(true);
  };

  const resendAll = () =>
    resend.mutate(
      { emails: [], resendAll: true },
      { onSuccess: (answer) => showToast(answer.message, "success") },
    );

  const confirm = () => {
    if (!pending) return;
    const done = {
      onSuccess: (answer: { message: string }) => {
        showToast(answer.message, "success");
        setConfirming(false);
      },
    };
    if (pending.kind === "remove") remove.mutate([pending.email], done);
    else endSessions.mutate({ emails: [pending.email] }, done);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Group gap={6}>
          <Text fw={600} size="sm">
            {t("previewShare.invited")}
          </Text>
          <Badge variant="light" color="gray" size="sm">
            {t("previewShare.invitedCount", { count: emails.length })}
          </Badge>
        </Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMailForward size={14} aria-hidden />}
          disabled={emails.length === 0}
          loading={resend.isPending}
          onClick={resendAll}
        >
          {t("previewShare.resendAll")}
        </Button>
      </Group>
      {emails.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("previewShare.noInvites")}
        </Text>
      ) : (
        <Paper withBorder radius="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {emails.map((invite, index) => (
            <Group
              key={invite.email}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              px="sm"
              py={8}
              style={index > 0 ? { borderTop: "1px solid var(--mantine-color-default-border)" } : undefined}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" truncate="end" title={invite.email}>
                  {invite.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("previewShare.invitedAt", { date: format.format(new Date(invite.invitedAt)) })}
                </Text>
              </div>
              <Group gap={2} wrap="nowrap">
                <Tooltip label={t("previewShare.endSessions")}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`${t("previewShare.endSessions")}: ${invite.email}`}
                    onClick={() => ask({ kind: "endSessions", email: invite.email })}
                  >
                    <IconLogout size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t("previewShare.remove")}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t("previewShare.remove")}: ${invite.email}`}
                    onClick={() => ask({ kind: "remove", email: invite.email })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          ))}
        </Paper>
      )}
      <ConfirmDeleteModal
        opened={confirming}
        title={t(
          pending?.kind === "endSessions" ? "previewShare.endSessionsTitle" : "previewShare.removeTitle",
        )}
        message={t(
          pending?.kind === "endSessions" ? "previewShare.endSessionsConfirm" : "previewShare.removeConfirm",
          { email: pending?.email ?? "" },
        )}
        confirmLabel={t(
          pending?.kind === "endSessions" ? "previewShare.endSessionsButton" : "previewShare.removeButton",
        )}
        loading={remove.isPending || endSessions.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
