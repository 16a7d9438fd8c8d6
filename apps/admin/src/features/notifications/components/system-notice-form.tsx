import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox, Group } from "@mantine/core";
import {
  allowedTargetsOf,
  type SystemNoticeBody,
  type SystemNoticeBodyInput,
  type SystemNoticeView,
  systemNoticeBody,
} from "@mekuri/domain";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/features/shell";
import { useFieldErrorText } from "@/lib/form-errors";
import { useSaveSystemNotice } from "../api/system-notifications";
import { NoticeFormFrame, useNoticeSaveHandlers } from "./notice-form-frame";
import { NoticeTextFields } from "./notice-text-fields";
import { PublicationWindowFields } from "./publication-window-fields";

const fieldNames = ["title", "content", "targets", "publicationType", "startDate", "endDate"] as const;

function toSystemNoticeBody(notice: SystemNoticeView): SystemNoticeBodyInput {
  return {
    title: notice.title,
    content: notice.content,
    targets: notice.targets,
    publicationType: notice.publicationType,
    startDate: notice.startDate,
    endDate: notice.endDate,
  };
}

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
  const user = useCurrentUser();
  const errorText = useFieldErrorText();
  const allowed = allowedTargetsOf(user.account.kind);
  const form = useForm<SystemNoticeBodyInput, unknown, SystemNoticeBody>({
    resolver: zodResolver(systemNoticeBody),
    defaultValues: notice
      ? toSystemNoticeBody(notice)
      : { title: "", content: "", targets: [], publicationType: "instant", startDate: null, endDate: null },
  });
  const { register, control, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const saving = useNoticeSaveHandlers({
    noticeId: notice?.id,
    form,
    fieldNames,
    toForm: toSystemNoticeBody,
    onSaved,
  });
  const save = useSaveSystemNotice(saving.id);
  const submit = handleSubmit((values) => save.mutate(values, saving.handlers()));

  return (
    <NoticeFormFrame
      onSubmit={submit}
      rootError={errors.root?.message}
      submitLabel={t("notices.send")}
      pending={save.isPending}
      unsaved={saving.unsaved}
      onCancel={onCancel}
    >
      <NoticeTextFields register={register} control={control} errors={errors} />
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
    </NoticeFormFrame>
  );
}
