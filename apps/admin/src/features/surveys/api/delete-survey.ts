import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { surveysPath, surveysQueryKey } from "./get-surveys";

export function deleteSurvey(siteId: string, id: string) {
  return api.delete<{ message: string }>(`${surveysPath(siteId)}/${encodeURIComponent(id)}`);
}

export function useDeleteSurvey(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSurvey(siteId, id),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: surveysQueryKey });
    },
  });
}
