import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** "Unsaved changes": a form or document holds edits its last save did not carry (decisions 174, 180). */
export function UnsavedMark() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="orange.8" fw={500}>
      {t("forms.unsaved")}
    </Text>
  );
}
