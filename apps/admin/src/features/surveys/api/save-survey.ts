import type { SurveyBody, SurveyDetail } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { showToast } from "@/lib/notify";
import { surveysPath, surveysQueryKey } from "./get-surveys";

export function saveSurvey(siteId: string, id: string | null, body: SurveyBody) {
  const options = { toastErrors: false };
  return id
    ? api.put<SurveyDetail>(`${surveysPath(siteId)}/${encodeURIComponent(id)}`, body, options)
    : api.post<SurveyDetail>(surveysPath(siteId), body, options);
}

export function useSaveSurvey(siteId: string, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyBody) => saveSurvey(siteId, id, body),
    onSuccess: () => {
      showToast(i18n.t("surveys.saved"), "success");
      return queryClient.invalidateQueries({ queryKey: surveysQueryKey });
    },
  });
}
