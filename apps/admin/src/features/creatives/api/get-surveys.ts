import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

interface SurveyItem {
  id: string;
  title: string;
}

export const surveysQueryKey = (siteId: string) => ["sites", siteId, "surveys"] as const;

/** The site's surveys, for buttons and link areas that lead to one (admin.md §3 link kinds). */
export function getSurveys(siteId: string, signal?: AbortSignal) {
  return api.get<{ items: SurveyItem[] }>(`/site/${siteId}/survey`, { signal, toastErrors: false });
}

export function useSurveys(siteId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: surveysQueryKey(siteId),
    queryFn: ({ signal }) => getSurveys(siteId, signal),
    staleTime: 60_000,
  });
}
