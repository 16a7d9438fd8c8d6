import { Alert, Button, Card, Group, Stack } from "@mantine/core";
import { type FormEventHandler, type ReactNode, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { UnsavedMark } from "@/components/unsaved-mark";
import { useEditsKeptOnSave } from "@/hooks/use-edits-kept-on-save";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { showToast } from "@/lib/notify";

/**
 * What a notice form (news, site delivery, system notification) does with the server's answer:
 * a toast, then `onSaved`, or, when the reader typed while the save was on its way, the form stays
 * with those edits unsaved (decision 180) and saves to the notice just saved from then on. A refused
 * field shows under that field, anything else above the form.
 */
export function useNoticeSaveHandlers<T extends FieldValues, Saved extends { id: string }>(options: {
  /** The notice edited, none for a new one. */
  noticeId: string | undefined;
  form: UseFormReturn<T>;
  fieldNames: readonly Path<T>[];
  toForm: (saved: Saved) => T;
  onSaved: (saved: Saved) => void;
}) {
  const locale = useLocale();
  const { noticeId, form, fieldNames, toForm, onSaved } = options;
  const edits = useEditsKeptOnSave(form);
  const [createdId, setCreatedId] = useState<string>();
  const id = noticeId ?? createdId;
  /** The callbacks of one save, started with what the form holds now. */
  const handlers = () => {
    const sent = edits.snapshot();
    return {
      onSuccess: (saved: Saved) => {
        showToast(localizeMessage(id ? "notices.updated" : "notices.created", locale), "success");
        if (edits.saved(sent, toForm(saved))) setCreatedId(saved.id);
        else onSaved(saved);
      },
      onError: (error: Error) => {
        if (!applyServerFieldErrors(error, form.setError, fieldNames) && isApiError(error))
          form.setError("root", { message: error.message });
      },
    };
  };
  return { id, unsaved: edits.unsaved, handlers };
}

/** The card every notice form sits in: its error above, its fields, cancel and the submit button. */
export function NoticeFormFrame({
  onSubmit,
  rootError,
  submitLabel,
  pending,
  unsaved,
  onCancel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  rootError: string | undefined;
  submitLabel: string;
  pending: boolean;
  /** A save answered and the form holds edits it did not carry. */
  unsaved: boolean;
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
          {unsaved ? <UnsavedMark /> : null}
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
