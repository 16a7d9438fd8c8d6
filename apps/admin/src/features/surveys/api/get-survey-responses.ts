import type { SurveyResponsePage, SurveyResponsesQuery } from "@mekuri/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/download";
import { surveysPath, surveysQueryKey } from "./get-surveys";

const responsesPath = (siteId: string, surveyId: string) =>
  `${surveysPath(siteId)}/${encodeURIComponent(surveyId)}/responses`;

export function getSurveyResponses(siteId: string, surveyId: string, query: Partial<SurveyResponsesQuery>) {
  return api.get<SurveyResponsePage>(responsesPath(siteId, surveyId), { query });
}

export function useSurveyResponses(siteId: string, surveyId: string, query: Partial<SurveyResponsesQuery>) {
  return useQuery(
    queryOptions({
      queryKey: [...surveysQueryKey, siteId, surveyId, "responses", query],
      queryFn: () => getSurveyResponses(siteId, surveyId, query),
      placeholderData: keepPreviousData,
    }),
  );
}

export function exportSurveyResponses(siteId: string, surveyId: string, email: string | undefined) {
  const stamp = new Date().toISOString().slice(0, 10);
  return downloadFile(`${responsesPath(siteId, surveyId)}/export-csv`, `survey-${stamp}.csv`, { email });
}
