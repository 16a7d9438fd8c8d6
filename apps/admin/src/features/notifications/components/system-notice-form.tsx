import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Card, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import {
  allowedTargetsOf,
  localizeMessage,
  type SystemNoticeBody,
  type SystemNoticeBodyInput,
  type SystemNoticeView,
  systemNoticeBody,
} from "@mekuri/domain";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/features/shell";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { useLocale } from "@/lib/i18n";
import { showToast } from "@/lib/notify";
import { useSaveSystemNotice } from "../api/system-notifications";
import { NoticeContentField } from "./notice-content-field";
import { PublicationWindowFields } from "./publication-window-fields";

const fieldNames = ["title", "content", "targets", "publicationType", "startDate", "endDate"] as const;

/** A system notification (admin.md §3): title, content, targets below the sender, instant or scheduled. */
export function SystemNoticeForm({
  notice,
  onSaved,
  onCancel,
}: {
  notice?: SystemNoticeView;
  onSaved: (notice: SystemNoticeView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const errorText = useFieldErrorText();
  const save = useSaveSystemNotice(notice?.id);
  const allowed = allowedTargetsOf(user.account.kind);
  const { register, control, handleSubmit, formState, setError, watch } = useForm<
    SystemNoticeBodyInput,
    unknown,
    SystemNoticeBody
  >({
    resolver: zodResolver(systemNoticeBody),
    defaultValues: notice
      ? {
          title: notice.title,
          content: notice.content,
          targets: notice.targets,
          publicationType: notice.publicationType,
          startDate: notice.startDate,
          endDate: notice.endDate,
        }
      : { title: "", content: "", targets: [], publicationType: "instant", startDate: null, endDate: null },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        showToast(localizeMessage(notice ? "notices.updated" : "notices.created", locale), "success");
        onSaved(saved);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, fieldNames) && isApiError(error))
          setError("root", { message: error.message });
      },
    }),
  );

  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        {errors.root?.message ? <Alert color="red">{errors.root.message}</Alert> : null}
        <TextInput
          label={t("notices.fields.title")}
          withAsterisk
          {...register("title")}
          error={errorText(errors.title)}
        />
        <NoticeContentField
          registration={register("content")}
          value={watch("content") ?? ""}
          error={errorText(errors.content)}
        />
        <Controller
          control={control}
          name="targets"
          render={({ field }) => (
            <Checkbox.Group
              label={t("notices.fields.targets")}
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={errorText(errors.targets as never)}
            >
              <Group mt={6}>
                {allowed.map((target) => (
                  <Checkbox key={target} value={target} label={t(`notices.targets.${target}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <PublicationWindowFields
          control={control}
          errors={errors}
          scheduled={watch("publicationType") === "scheduled"}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("notices.send")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
