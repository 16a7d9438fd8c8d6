import type { AnalysisQuery } from "@mekuri/domain";

/** The filters every analysis call takes (period, language, device), as the screen holds them. */
export type AnalysisFilters = Pick<AnalysisQuery, "from" | "to" | "lang" | "device">;

export const analysisQueryKey = ["analysis"] as const;

export const analysisPath = (siteId: string, call: string) =>
  `/analysis/site/${encodeURIComponent(siteId)}/${call}`;

export const analysisKey = (siteId: string, call: string, filters: AnalysisFilters, extra?: string) =>
  [...analysisQueryKey, siteId, call, filters, ...(extra ? [extra] : [])] as const;
