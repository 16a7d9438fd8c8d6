import type { CustomDomainResponse, CustomDomainStatus } from "@mekuri/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sitesQueryKey } from "./keys";

/** The custom domain of one site and its verification (issue 18): read, set, check now, remove. */
export function siteDomainQueryKey(siteId: string) {
  return [...sitesQueryKey, "domain", siteId] as const;
}

export const getSiteDomain = (siteId: string) =>
  api.get<CustomDomainResponse>(`/site/${siteId}/domain`).then((body) => body.domain);

const checking = (status: CustomDomainStatus | null | undefined) =>
  status !== null && status !== undefined && status.state !== "active" && status.state !== "failed";

/** Polled while a check is under way, so the wizard's step 3 shows the state live. */
export function useSiteDomain(siteId: string, pollMs = 10_000) {
  return useQuery({
    queryKey: siteDomainQueryKey(siteId),
    queryFn: () => getSiteDomain(siteId),
    refetchInterval: (query) => (checking(query.state.data) ? pollMs : false),
  });
}

function useDomainMutation<T>(siteId: string, call: (input: T) => Promise<CustomDomainStatus | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => {
      queryClient.setQueryData(siteDomainQueryKey(siteId), status);
      // The list shows the state and the site's URL follows the domain.
      return queryClient.invalidateQueries({ queryKey: sitesQueryKey, refetchType: "none" });
    },
  });
}

export const useSetSiteDomain = (siteId: string) =>
  useDomainMutation(siteId, (domain: string) =>
    api
      .put<CustomDomainResponse>(`/site/${siteId}/domain`, { domain }, { toastErrors: false })
      .then((body) => body.domain),
  );

export const useCheckSiteDomain = (siteId: string) =>
  useDomainMutation(siteId, () =>
    api.post<CustomDomainResponse>(`/site/${siteId}/domain/check`).then((body) => body.domain),
  );

export const useRemoveSiteDomain = (siteId: string) =>
  useDomainMutation(siteId, () => api.delete(`/site/${siteId}/domain`).then(() => null));
