import type { SurveyDetail } from "@mekuri/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type SurveySummary = Omit<SurveyDetail, "questions">;

export const surveysQueryKey = ["surveys"] as const;

export const surveysPath = (siteId: string) => `/site/${encodeURIComponent(siteId)}/survey`;

export function getSurveys(siteId: string) {
  return api.get<{ items: SurveySummary[] }>(surveysPath(siteId));
}

export function useSurveys(siteId: string) {
  return useQuery(
    queryOptions({ queryKey: [...surveysQueryKey, siteId], queryFn: () => getSurveys(siteId) }),
  );
}

export function getSurvey(siteId: string, id: string) {
  return api.get<SurveyDetail>(`${surveysPath(siteId)}/${encodeURIComponent(id)}`);
}

export function useSurvey(siteId: string, id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...surveysQueryKey, siteId, id],
      queryFn: () => getSurvey(siteId, id!),
      enabled: id !== null,
    }),
  );
}
