import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface LeaveDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave this page?" when unsaved changes would be lost; staying is the default and has the focus. */
export function LeaveDialog({ opened, onStay, onLeave }: LeaveDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t("leave.title")} centered zIndex={300}>
      <Text size="sm" c="dimmed">
        {t("leave.message")}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t("leave.stay")}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t("leave.leave")}
        </Button>
      </Group>
    </Modal>
  );
}
