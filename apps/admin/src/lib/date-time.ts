import { useMemo } from "react";
import { useLocale } from "./i18n";

/**
 * Dates and times as the console shows them: in the UI language, in JST (ARCHITECTURE.md, Data).
 * `timeStyle` "medium" adds seconds, for logs where the order of close events matters.
 */
export function useDateTimeFormat(timeStyle: "short" | "medium" = "short"): Intl.DateTimeFormat {
  const locale = useLocale();
  return useMemo(
    () =>
      new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : locale, {
        dateStyle: "medium",
        timeStyle,
        timeZone: "Asia/Tokyo",
      }),
    [locale, timeStyle],
  );
}
