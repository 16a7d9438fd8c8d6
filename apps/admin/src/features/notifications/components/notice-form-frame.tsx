import { Alert, Button, Card, Group, Stack } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { showToast } from "@/lib/notify";

/**
 * What a notice form (news, site delivery, system notification) does with the server's answer:
 * a toast and `onSaved` on success; a refused field under that field, anything else above the form.
 */
export function useNoticeSaveHandlers<T extends FieldValues, Saved>(options: {
  isNew: boolean;
  fieldNames: readonly Path<T>[];
  setError: UseFormSetError<T>;
  onSaved: (saved: Saved) => void;
}) {
  const locale = useLocale();
  const { isNew, fieldNames, setError, onSaved } = options;
  return {
    onSuccess: (saved: Saved) => {
      showToast(localizeMessage(isNew ? "notices.created" : "notices.updated", locale), "success");
      onSaved(saved);
    },
    onError: (error: Error) => {
      if (!applyServerFieldErrors(error, setError, fieldNames) && isApiError(error))
        setError("root", { message: error.message });
    },
  };
}

/** The card every notice form sits in: its error above, its fields, cancel and the submit button. */
export function NoticeFormFrame({
  onSubmit,
  rootError,
  submitLabel,
  pending,
  onCancel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  rootError: string | undefined;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={640}>
        {rootError ? <Alert color="red">{rootError}</Alert> : null}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
