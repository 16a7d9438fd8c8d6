import { contentTypeOfFile, type NewsImageResponse } from "@mekuri/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** PUT /news/image: the picture as the request body; the server checks it as a site upload. */
export function uploadNewsImage(file: File): Promise<NewsImageResponse> {
  const body = new Blob([file], { type: contentTypeOfFile(file) });
  return api.put<NewsImageResponse>(`/news/image?name=${encodeURIComponent(file.name)}`, body, {
    toastErrors: false,
  });
}

export function useUploadNewsImage() {
  return useMutation({ mutationFn: uploadNewsImage });
}
