import { zodResolver } from "@hookform/resolvers/zod";
import { SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import {
  type NoticeBody,
  type NoticeBodyInput,
  type NoticeView,
  noticeBody,
  storedNoticeStatuses,
} from "@mekuri/domain";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFieldErrorText } from "@/lib/form-errors";
import { type NoticeBase, useSaveNotice } from "../api/notices";
import { NoticeFormFrame, useNoticeSaveHandlers } from "./notice-form-frame";
import { NoticeTextFields } from "./notice-text-fields";
import { PublicationWindowFields } from "./publication-window-fields";

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

function toNoticeBody(notice: NoticeView): NoticeBodyInput {
  return {
    title: notice.title,
    newsUrl: notice.newsUrl,
    content: notice.content,
    imageUrl: notice.imageUrl,
    publicationType: notice.publicationType,
    startDate: notice.startDate,
    endDate: notice.endDate,
    status: notice.status,
  };
}

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
  const errorText = useFieldErrorText();
  const form = useForm<NoticeBodyInput, unknown, NoticeBody>({
    resolver: zodResolver(noticeBody),
    defaultValues: notice ? toNoticeBody(notice) : emptyNotice,
  });
  const { register, control, handleSubmit, formState, watch } = form;
  const scheduled = watch("publicationType") === "scheduled";
  const errors = formState.errors;

  const saving = useNoticeSaveHandlers({
    noticeId: notice?.id,
    form,
    fieldNames,
    toForm: toNoticeBody,
    onSaved,
  });
  const save = useSaveNotice(base, saving.id);
  const submit = handleSubmit((values) => save.mutate(values, saving.handlers()));

  return (
    <NoticeFormFrame
      onSubmit={submit}
      rootError={errors.root?.message}
      submitLabel={t("notices.save")}
      pending={save.isPending}
      unsaved={saving.unsaved}
      onCancel={onCancel}
    >
      <NoticeTextFields register={register} control={control} errors={errors}>
        <TextInput
          label={t("notices.fields.newsUrl")}
          placeholder="https://"
          {...register("newsUrl")}
          error={errorText(errors.newsUrl)}
        />
      </NoticeTextFields>
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
      <PublicationWindowFields control={control} errors={errors} scheduled={scheduled} />
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
    </NoticeFormFrame>
  );
}
