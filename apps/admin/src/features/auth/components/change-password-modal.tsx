import { Center, Loader, Modal, Text } from "@mantine/core";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { localizeMessage } from "@/lib/messages";
import { showToast } from "@/lib/notify";

// The form (and its form library) is on no screen's first view: it downloads when the dialog opens,
// or before on a hint (decision 132).
const ChangePasswordForm = lazyWithPreload(
  pick(() => import("./change-password-form"), "ChangePasswordForm"),
);

export interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The user menu's "Change password": POST /auth/change-password; the session carries on with new tokens. */
export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  useEffect(() => {
    if (opened) ChangePasswordForm.prefetch();
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={t("auth.changePassword.title")} size="md" centered>
      <Text size="sm" c="dimmed" mb="md">
        {t("auth.changePassword.subtitle")}
      </Text>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <ChangePasswordForm
          size="sm"
          submitLabel={t("auth.changePassword.submit")}
          onCancel={onClose}
          onSuccess={() => {
            showToast(localizeMessage("auth.passwordChanged", locale), "success");
            onClose();
          }}
        />
      </Suspense>
    </Modal>
  );
}

/** Starts the dialog's download when the reader is about to open it (hover or focus on its menu item). */
ChangePasswordModal.prefetch = ChangePasswordForm.prefetch;
