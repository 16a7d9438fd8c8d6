import type { ApiSettings, ApiSettingsBody, ApiSettingsResponse } from "@mekuri/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";

const key = ["api-settings"] as const;

export function useApiSettings() {
  return useQuery({ queryKey: key, queryFn: () => api.get<ApiSettings>("/api-setting") });
}

export function saveApiSettings(body: ApiSettingsBody) {
  return api.put<ApiSettingsResponse>("/api-setting", body, { toastErrors: false });
}

export function useSaveApiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApiSettings,
    onSuccess: (response) => {
      showToast(response.message, "success");
      queryClient.setQueryData(key, response.settings);
    },
  });
}

/**
 * A fresh key for the dialog; the server keeps only its hash, once the settings are saved. A
 * refusal shows as the API client's toast.
 */
export function useGenerateApiKey(onGenerated: (apiKey: string) => void) {
  return useMutation({
    mutationFn: () => api.post<{ apiKey: string }>("/api-setting/generate-key"),
    onSuccess: (response) => onGenerated(response.apiKey),
  });
}
