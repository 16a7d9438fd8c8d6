import type { ImportUsersResponse } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";
import { saveBlob } from "@/lib/download";
import { familyPath, usersQueryKey } from "./family";

/** The file goes as the request body (text/csv); the server reports every bad row at once. */
export function importUsers(family: string, file: File): Promise<ImportUsersResponse> {
  const body = new Blob([file], { type: "text/csv" });
  return api.post<ImportUsersResponse>(`${family}/user/import`, body, {
    query: { fileName: file.name },
    toastErrors: false,
  });
}

export function useImportUsers() {
  const family = familyPath(useCurrentUser());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importUsers(family, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

/** The template, fetched with the session's token and handed to the browser as a download. */
export async function downloadTemplate(family: string) {
  const text = await api.get<string>(`${family}/user/import/template`);
  saveText(text, "user-import-template.csv");
}

export function saveText(text: string, fileName: string) {
  saveBlob(new Blob([text], { type: "text/csv;charset=utf-8" }), fileName);
}
