import type { UploadedAsset, UploadPurpose, UploadTarget } from "@mekuri/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { generateSiteUploadUrls, uploadSiteAssets } from "@/lib/uploads";

function generate(siteId: string, purpose: UploadPurpose, files: File[]): Promise<UploadTarget[]> {
  const declared = (file: File) => ({ name: file.name, contentType: file.type, size: file.size });
  if (purpose === "logo" || purpose === "favicon") {
    // The logo and the favicon have their own call (admin.md §7 Sites: generate-logo-url).
    return Promise.all(
      files.map((file) =>
        api.post<UploadTarget>(
          "/site/generate-logo-url",
          { siteId, ...declared(file), kind: purpose },
          { toastErrors: false },
        ),
      ),
    );
  }
  return generateSiteUploadUrls(siteId, purpose, files);
}

/** generate-url(s) → PUT each file → complete; the server checks the real content and makes variants. */
export function uploadSiteFiles(
  siteId: string,
  purpose: UploadPurpose,
  files: File[],
): Promise<UploadedAsset[]> {
  return uploadSiteAssets(siteId, files, (list) => generate(siteId, purpose, list));
}

export function useUploadSiteFiles(siteId: string, purpose: UploadPurpose) {
  return useMutation({ mutationFn: (files: File[]) => uploadSiteFiles(siteId, purpose, files) });
}
