import { Text, Textarea } from "@mantine/core";
import { countCharacters, noticeContentMaxLength } from "@mekuri/domain";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** A notice's content with its live count as a person counts characters (admin.md §5: at most 120). */
export function NoticeContentField({
  registration,
  value,
  error,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const length = countCharacters(value);
  return (
    <Textarea
      label={t("notices.fields.content")}
      rows={4}
      {...registration}
      error={error}
      description={
        <Text span size="xs" c={length > noticeContentMaxLength ? "red" : "dimmed"} aria-live="polite">
          {t("notices.contentCount", { count: length, max: noticeContentMaxLength })}
        </Text>
      }
      inputWrapperOrder={["label", "input", "description", "error"]}
    />
  );
}
