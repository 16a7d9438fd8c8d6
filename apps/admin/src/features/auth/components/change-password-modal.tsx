import { Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { showToast } from "@/lib/notify";
import { ChangePasswordForm } from "./change-password-form";

export interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The user menu's "Change password": POST /auth/change-password; the session carries on with new tokens. */
export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Modal opened={opened} onClose={onClose} title={t("auth.changePassword.title")} size="md" centered>
      <Text size="sm" c="dimmed" mb="md">
        {t("auth.changePassword.subtitle")}
      </Text>
      <ChangePasswordForm
        size="sm"
        submitLabel={t("auth.changePassword.submit")}
        onCancel={onClose}
        onSuccess={() => {
          showToast(localizeMessage("auth.passwordChanged", locale), "success");
          onClose();
        }}
      />
    </Modal>
  );
}
