import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface UploadFailedDialogProps {
  /** Why the file was refused; the dialog is open while there is one. */
  failure: string | null;
  onClose: () => void;
}

/** admin.md §9 "Upload Failed": the refusal of a chosen file, with its reason. */
export function UploadFailedDialog({ failure, onClose }: UploadFailedDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={failure !== null} onClose={onClose} title={t("sites.upload.failedTitle")} centered>
      <Text size="sm" role="alert">
        {failure}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t("common.close")}</Button>
      </Group>
    </Modal>
  );
}
