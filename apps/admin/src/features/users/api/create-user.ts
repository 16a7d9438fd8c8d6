import type { CreateUserBody, CreateUserResponse } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";
import { familyPath, usersQueryKey } from "./family";

export function createUser(family: string, body: CreateUserBody): Promise<CreateUserResponse> {
  return api.post<CreateUserResponse>(`${family}/user`, body, { toastErrors: false });
}

export function useCreateUser() {
  const family = familyPath(useCurrentUser());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => createUser(family, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
