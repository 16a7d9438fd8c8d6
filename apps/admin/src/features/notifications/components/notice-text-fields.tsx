import { Text, Textarea, TextInput } from "@mantine/core";
import { countCharacters, noticeContentMaxLength } from "@mekuri/domain";
import type { ReactNode } from "react";
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useWatch,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFieldErrorText } from "@/lib/form-errors";

/** The fields every notice form starts with. */
export interface NoticeTextValues extends FieldValues {
  title: string;
  content?: string;
}

/**
 * A notice's title and its content with a live count as a person counts characters (admin.md §3,
 * §5: at most 120), for news, site deliveries and system notifications alike. `children` stand
 * between the two (the news link).
 */
export function NoticeTextFields<T extends NoticeTextValues>({
  register,
  control,
  errors,
  children,
}: {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  // react-hook-form cannot see these names through the generic form type; NoticeTextValues holds them.
  const name = (field: keyof NoticeTextValues & string) => field as Path<T>;
  const length = countCharacters(useWatch({ control, name: name("content") }) ?? "");
  return (
    <>
      <TextInput
        label={t("notices.fields.title")}
        withAsterisk
        {...register(name("title"))}
        error={errorText(errors.title as never)}
      />
      {children}
      <Textarea
        label={t("notices.fields.content")}
        rows={4}
        {...register(name("content"))}
        error={errorText(errors.content as never)}
        description={
          <Text span size="xs" c={length > noticeContentMaxLength ? "red" : "dimmed"} aria-live="polite">
            {t("notices.contentCount", { count: length, max: noticeContentMaxLength })}
          </Text>
        }
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
    </>
  );
}
