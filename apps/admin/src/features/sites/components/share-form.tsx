import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, PasswordInput, Stack, Switch, TagsInput } from "@mantine/core";
import { messageRef, previewEmails, previewPassword, previewShareBody } from "@mekuri/domain";
import { IconSend } from "@tabler/icons-react";
import { useMemo } from "react";
import { Controller, type FieldError, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { showToast } from "@/lib/notify";
import type { PreviewShare } from "../api/get-preview-share";
import { useSharePreview } from "../api/share-preview";

/**
 * The share request's own rules, with the password as typed: left empty it keeps the saved one,
 * except that a private share without a saved password needs one (admin.md §5 Preview share).
 */
function shareFormSchema(hasPassword: boolean) {
  return z
    .object({
      emails: previewEmails,
      isPrivate: previewShareBody.shape.isPrivate,
      password: z.string(),
    })
    .superRefine((values, context) => {
      if (values.password === "") {
        if (values.isPrivate && !hasPassword) {
          context.addIssue({
            code: "custom",
            path: ["password"],
            message: messageRef("preview.passwordRequired"),
          });
        }
        return;
      }
      for (const issue of previewPassword.safeParse(values.password).error?.issues.slice(0, 1) ?? []) {
        context.addIssue({ code: "custom", path: ["password"], message: issue.message });
      }
    });
}

type ShareFormValues = z.infer<ReturnType<typeof shareFormSchema>>;

/** Mantine's tags input splits pasted lists on these. */
const emailSeparators = [",", " ", ";", "\n"];

interface ShareFormProps {
  siteId: string;
  share: PreviewShare;
}

/** Invites addresses and sets the security setting (the private flag) and the preview password. */
export function ShareForm({ siteId, share }: ShareFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSharePreview(siteId);
  const schema = useMemo(() => shareFormSchema(share.hasPassword), [share.hasPassword]);
  const { control, register, handleSubmit, formState, watch, setError, reset } = useForm<ShareFormValues>({
    resolver: zodResolver(schema),
    // A site that was never shared starts private: the safer choice for an unpublished draft.
    defaultValues: { emails: [], isPrivate: share.shared ? share.isPrivate : true, password: "" },
  });
  const isPrivate = watch("isPrivate");
  const emailError = firstEmailError(formState.errors.emails, watch("emails"));

  const submit = handleSubmit((values) =>
    save.mutate(
      { emails: values.emails, isPrivate: values.isPrivate, password: values.password || undefined },
      {
        onSuccess: (answer) => {
          showToast(answer.message, "success");
          reset({ emails: [], isPrivate: answer.share.isPrivate, password: "" });
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ["emails", "isPrivate", "password"])) return;
          if (isApiError(error)) showToast(error.message, "error");
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="emails"
          render={({ field }) => (
            <TagsInput
              label={t("previewShare.emails")}
              description={t("previewShare.emailsHint")}
              placeholder={field.value.length === 0 ? t("previewShare.emailsPlaceholder") : undefined}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              splitChars={emailSeparators}
              clearable
              error={
                emailError
                  ? emailError.email
                    ? t("previewShare.invalidEmail", {
                        email: emailError.email,
                        message: errorText(emailError.error),
                      })
                    : errorText(emailError.error)
                  : undefined
              }
            />
          )}
        />
        <Controller
          control={control}
          name="isPrivate"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={t("previewShare.security")}
              description={isPrivate ? t("previewShare.securityOn") : t("previewShare.securityOff")}
            />
          )}
        />
        <PasswordInput
          {...register("password")}
          label={t("previewShare.password")}
          description={
            share.hasPassword ? (
              <>
                {t("previewShare.passwordKept")}
                <br />
                {t("previewShare.passwordHint")}
              </>
            ) : (
              t("previewShare.passwordHint")
            )
          }
          withAsterisk={isPrivate && !share.hasPassword}
          autoComplete="new-password"
          error={errorText(formState.errors.password)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t("previewShare.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The first address the schema refused, with its error; or an error of the list as a whole. */
function firstEmailError(
  errors: unknown,
  emails: string[],
): { email?: string; error: FieldError } | undefined {
  if (!errors) return undefined;
  const list = errors as FieldError & Record<number, FieldError | undefined>;
  const index = emails.findIndex((_, i) => list[i]?.message);
  if (index >= 0) return { email: emails[index], error: list[index] as FieldError };
  return list.message ? { error: list } : undefined;
}
