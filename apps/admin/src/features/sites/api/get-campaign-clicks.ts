import type { CampaignClicksResponse } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteQueryKey } from "./keys";

export function getCampaignClicks(siteId: string): Promise<CampaignClicksResponse> {
  return api.get<CampaignClicksResponse>(`/site/${siteId}/campaign/clicks`);
}

/** The clicks counted on the site's campaign items, by item id; only asked for while `enabled`. */
export function useCampaignClicks(siteId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...siteQueryKey(siteId), "campaign-clicks"],
    queryFn: () => getCampaignClicks(siteId),
    enabled,
  });
}
