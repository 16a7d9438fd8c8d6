import type { AdminList } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const adminsQueryKey = ["admins"] as const;

export function getAdmins(): Promise<AdminList> {
  return api.get<AdminList>("/sub-admin");
}

export function useAdmins() {
  return useQuery({ queryKey: adminsQueryKey, queryFn: getAdmins });
}

export function useAvatar(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminsQueryKey, "avatar", id],
    queryFn: () => api.get<{ dataUrl: string | null }>(`/sub-admin/${id}/avatar`),
    enabled,
    staleTime: 5 * 60_000,
  });
}
