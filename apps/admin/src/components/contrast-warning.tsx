import { Text } from "@mantine/core";
import { textContrast } from "@mekuri/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * A warning under a text/background colour pair that fails WCAG AA. It warns and never blocks: the
 * creator may have reasons (a large label, a brand colour), but now chooses knowingly.
 */
export function ContrastWarning({ text, background }: { text: string; background: string }) {
  const { t } = useTranslation();
  const contrast = textContrast(text, background);
  if (!contrast || contrast.meetsAa) return null;
  return (
    <Text role="status" size="xs" c="orange.9" style={{ display: "flex", gap: 6, alignItems: "flex-start" }}>
      <IconAlertTriangle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      {t("colourFields.lowContrast", { ratio: contrast.ratio.toFixed(2) })}
    </Text>
  );
}
