import type {
  BulkUploadCompleteResponse,
  GenerateUrlsResponse,
  UploadCompleteResponse,
  UploadedAsset,
  UploadPurpose,
  UploadTarget,
} from "@mekuri/domain";
import { api } from "@/lib/api-client";
import { uploadFiles } from "@/lib/uploads";
import { contentTypeOf } from "../lib/file-rules";

/** Browsers leave the type of HEIC files empty; the PUT must still name one. */
function typed(file: File): File {
  const type = contentTypeOf(file);
  return file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
}

/** admin.md §7: POST /site/generate-urls → PUT each file → POST /site/upload/complete. */
export async function uploadSiteFiles(
  siteId: string,
  purpose: UploadPurpose,
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<UploadedAsset[]> {
  const result = await uploadFiles(files.map(typed), {
    generate: async (list) => {
      const body = {
        siteId,
        files: list.map((file) => ({ name: file.name, contentType: file.type, size: file.size, purpose })),
      };
      const response = await api.post<GenerateUrlsResponse>("/site/generate-urls", body, {
        toastErrors: false,
      });
      return response.uploads;
    },
    complete: (uploadIds) =>
      api.post<UploadCompleteResponse>(
        "/site/upload/complete",
        { siteId, uploadIds },
        { toastErrors: false },
      ),
    onProgress,
  });
  return result.assets;
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
