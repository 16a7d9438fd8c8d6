import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconFileAlert } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { UploadFailure } from "../hooks/use-creative-uploads";

/** admin.md §5 Files: a refused file is named, with the limit or reason, in a modal titled "Upload Failed". */
export function UploadFailedModal({
  failure,
  onClose,
}: {
  failure: UploadFailure | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={failure !== null} onClose={onClose} title={t("creatives.upload.failedTitle")} centered>
      {failure ? (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="red" variant="light" size="lg" radius="xl">
              <IconFileAlert size={20} aria-hidden />
            </ThemeIcon>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ wordBreak: "break-all" }}>
                {failure.fileName}
              </Text>
              <Text size="sm">{failure.reason}</Text>
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("common.close")}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
