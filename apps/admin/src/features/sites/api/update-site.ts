import type { SiteDocument } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteQueryKey, sitesQueryKey } from "./keys";

/** Saves the whole document (save as draft); the server answers 409 when `updatedAt` is stale. */
export function updateSite(site: SiteDocument): Promise<SiteDocument> {
  return api.put<SiteDocument>(`/site/${site.id}`, site, { toastErrors: false });
}

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteQueryKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: [...sitesQueryKey, "list"] });
    },
  });
}
