import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** One-time passwords are shown once, here, and never again. */
export function TemporaryPasswordModal({
  email,
  password,
  onClose,
}: {
  email: string;
  password: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={password !== null}
      onClose={onClose}
      title={t("accounts.users.temporaryTitle")}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="yellow">{t("accounts.users.temporaryIntro")}</Alert>
        <div>
          <Text size="sm" c="dimmed">
            {t("accounts.users.email")}
          </Text>
          <Text fw={600}>{email}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t("accounts.users.temporaryPassword")}
          </Text>
          <Group gap="sm">
            <Code fz="lg" data-testid="temporary-password">
              {password}
            </Code>
            <CopyButton value={password ?? ""}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t("accounts.common.copied") : t("accounts.common.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t("accounts.users.done")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
