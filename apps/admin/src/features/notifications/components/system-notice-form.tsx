import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  allowedTargetsOf,
  countCharacters,
  localizeMessage,
  noticeContentMaxLength,
  publicationTypes,
  type SystemNoticeBody,
  type SystemNoticeBodyInput,
  type SystemNoticeView,
  systemNoticeBody,
} from "@mekuri/domain";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateTimeField } from "@/components/date-time-field";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { useLocale } from "@/lib/i18n";
import { showToast } from "@/lib/notify";
import { useSaveSystemNotice } from "../api/system-notifications";

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
  const contentLength = countCharacters(watch("content") ?? "");
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
        <Textarea
          label={t("notices.fields.content")}
          rows={4}
          {...register("content")}
          error={errorText(errors.content)}
          description={t("notices.contentCount", { count: contentLength, max: noticeContentMaxLength })}
          inputWrapperOrder={["label", "input", "description", "error"]}
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
        <Controller
          control={control}
          name="publicationType"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="system-notice-publication">
                {t("notices.fields.publicationType")}
              </Text>
              <SegmentedControl
                aria-labelledby="system-notice-publication"
                value={field.value}
                onChange={field.onChange}
                data={publicationTypes.map((value) => ({
                  value,
                  label: t(`notices.publicationTypes.${value}`),
                }))}
                w="fit-content"
              />
            </Stack>
          )}
        />
        <Group align="flex-start" gap="md">
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <DateTimeField
                label={t("notices.fields.startDate")}
                value={field.value ?? null}
                onChange={field.onChange}
                error={errorText(errors.startDate)}
              />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <DateTimeField
                label={t("notices.fields.endDate")}
                value={field.value ?? null}
                onChange={field.onChange}
                error={errorText(errors.endDate)}
              />
            )}
          />
        </Group>
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
