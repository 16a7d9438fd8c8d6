import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The deletion is under way: the confirm button spins. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation itself, downloaded by ConfirmDeleteModal when needed. */
export function ConfirmDeleteDialog({
  opened,
  title,
  message,
  confirmLabel,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("common.cancel")}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
