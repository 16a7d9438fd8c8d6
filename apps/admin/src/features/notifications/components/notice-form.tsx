import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  countCharacters,
  localizeMessage,
  type NoticeBody,
  type NoticeBodyInput,
  type NoticeView,
  noticeBody,
  noticeContentMaxLength,
  publicationTypes,
  storedNoticeStatuses,
} from "@mekuri/domain";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateTimeField } from "@/components/date-time-field";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { useLocale } from "@/lib/i18n";
import { showToast } from "@/lib/notify";
import { type NoticeBase, useSaveNotice } from "../api/notices";

const fieldNames = [
  "title",
  "newsUrl",
  "content",
  "imageUrl",
  "publicationType",
  "startDate",
  "endDate",
  "status",
] as const;

const emptyNotice: NoticeBody = {
  title: "",
  newsUrl: "",
  content: "",
  imageUrl: "",
  publicationType: "instant",
  startDate: null,
  endDate: null,
  status: "draft",
};

interface NoticeFormProps {
  base: NoticeBase;
  notice?: NoticeView;
  /** The image field, where there is an upload pipeline for it (a site's deliveries). */
  renderImage?: (value: string, onChange: (url: string) => void) => ReactNode;
  onSaved: (notice: NoticeView) => void;
  onCancel: () => void;
}

/**
 * The fields of admin.md §3 "News / latest information and notification delivery": title, link,
 * content (120 characters as a person counts them), image, instant or scheduled, dates, status.
 * Errors, the schema's or the server's, show under their field; nothing typed is lost.
 */
export function NoticeForm({ base, notice, renderImage, onSaved, onCancel }: NoticeFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useFieldErrorText();
  const save = useSaveNotice(base, notice?.id);
  const { register, control, handleSubmit, formState, setError, watch } = useForm<
    NoticeBodyInput,
    unknown,
    NoticeBody
  >({
    resolver: zodResolver(noticeBody),
    defaultValues: notice
      ? {
          title: notice.title,
          newsUrl: notice.newsUrl,
          content: notice.content,
          imageUrl: notice.imageUrl,
          publicationType: notice.publicationType,
          startDate: notice.startDate,
          endDate: notice.endDate,
          status: notice.status,
        }
      : emptyNotice,
  });
  const contentLength = countCharacters(watch("content") ?? "");
  const scheduled = watch("publicationType") === "scheduled";
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
        <TextInput
          label={t("notices.fields.newsUrl")}
          placeholder="https://"
          {...register("newsUrl")}
          error={errorText(errors.newsUrl)}
        />
        <Textarea
          label={t("notices.fields.content")}
          rows={4}
          {...register("content")}
          error={errorText(errors.content)}
          description={
            <Text
              span
              size="xs"
              c={contentLength > noticeContentMaxLength ? "red" : "dimmed"}
              aria-live="polite"
            >
              {t("notices.contentCount", { count: contentLength, max: noticeContentMaxLength })}
            </Text>
          }
          inputWrapperOrder={["label", "input", "description", "error"]}
        />
        {renderImage ? (
          <Controller
            control={control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <Stack gap={4}>
                {renderImage(field.value ?? "", field.onChange)}
                {fieldState.error ? (
                  <Text size="xs" c="red">
                    {errorText(fieldState.error)}
                  </Text>
                ) : null}
              </Stack>
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="publicationType"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="notice-publication-type">
                {t("notices.fields.publicationType")}
              </Text>
              <SegmentedControl
                aria-labelledby="notice-publication-type"
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
                label={`${t("notices.fields.startDate")}${scheduled ? " *" : ""}`}
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
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="notice-status">
                {t("notices.fields.status")}
              </Text>
              <SegmentedControl
                aria-labelledby="notice-status"
                value={field.value}
                onChange={field.onChange}
                data={storedNoticeStatuses.map((value) => ({
                  value,
                  label: t(`notices.storedStatuses.${value}`),
                }))}
                w="fit-content"
              />
            </Stack>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("notices.save")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
