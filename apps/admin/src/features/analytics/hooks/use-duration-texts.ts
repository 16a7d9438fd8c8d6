import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DurationTexts } from "../lib/format";

/** The words of formatDuration in the UI language. */
export function useDurationTexts(): DurationTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      seconds: (value) => t("analysis.duration.seconds", { value }),
      minutes: (minutes, seconds) => t("analysis.duration.minutes", { minutes, seconds }),
    }),
    [t],
  );
}
