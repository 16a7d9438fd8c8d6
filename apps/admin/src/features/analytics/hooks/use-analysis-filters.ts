import {
  type DeviceClass,
  deviceClasses,
  type Period,
  type SiteLanguage,
  siteLanguages,
} from "@mekuri/domain";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { AnalysisFilters } from "../api/keys";
import { presetPeriod } from "../lib/period-presets";

export interface AnalysisSelection {
  siteId: string | undefined;
  period: Period;
  lang: SiteLanguage | undefined;
  device: DeviceClass | undefined;
  /** What the analysis calls are sent. */
  filters: AnalysisFilters;
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The screen's site and filters live in the address (`?siteId=&from=&to=&lang=&device=`), so the
 * site list's "analyze" link opens a site, and a reload or a shared link shows the same figures.
 * Without a period, the last 30 days (JST), as the server's default.
 */
export function useAnalysisFilters(now: Date) {
  const [params, setParams] = useSearchParams();
  const selection = useMemo((): AnalysisSelection => {
    const from = params.get("from");
    const to = params.get("to");
    const period = isDay(from) && isDay(to) ? { from, to } : presetPeriod("last30", now);
    const lang = siteLanguages.find((value) => value === params.get("lang"));
    const device = deviceClasses.find((value) => value === params.get("device"));
    return {
      siteId: params.get("siteId") || undefined,
      period,
      lang,
      device,
      filters: { ...period, lang, device },
    };
  }, [params, now]);

  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { ...selection, update };
}
