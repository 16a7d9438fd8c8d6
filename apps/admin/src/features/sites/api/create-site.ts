import type { CreateSiteBody } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sitesQueryKey } from "./keys";

export function createSite(body: CreateSiteBody): Promise<{ id: string }> {
  return api.post<{ id: string }>("/site", body, { toastErrors: false });
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesQueryKey }),
  });
}
