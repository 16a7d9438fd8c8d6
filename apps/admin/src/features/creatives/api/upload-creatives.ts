import type { BulkUploadCompleteResponse, UploadedAsset, UploadPurpose, UploadTarget } from "@mekuri/domain";
import { api } from "@/lib/api-client";
import { generateSiteUploadUrls, uploadFiles, uploadSiteAssets } from "@/lib/uploads";
import { contentTypeOf } from "../lib/file-rules";

/** Browsers leave the type of HEIC files empty; the PUT must still name one. */
function typed(file: File): File {
  const type = contentTypeOf(file);
  return file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
}

/** admin.md §7: POST /site/generate-urls → PUT each file → POST /site/upload/complete. */
export function uploadSiteFiles(
  siteId: string,
  purpose: UploadPurpose,
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<UploadedAsset[]> {
  return uploadSiteAssets(
    siteId,
    files.map(typed),
    (list) => generateSiteUploadUrls(siteId, purpose, list),
    onProgress,
  );
}

/** admin.md §7: the ZIP of many creatives goes in one PUT; the server maps its entries to cells by name. */
export function uploadCreativeZip(
  siteId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<BulkUploadCompleteResponse> {
  return uploadFiles([typed(file)], {
    generate: async () => {
      const body = { siteId, name: file.name, size: file.size };
      return [await api.post<UploadTarget>("/site/bulk-upload/start", body, { toastErrors: false })];
    },
    complete: ([uploadId]) =>
      api.post<BulkUploadCompleteResponse>(
        "/site/bulk-upload/complete",
        { siteId, uploadId },
        { toastErrors: false },
      ),
    onProgress,
  });
}
