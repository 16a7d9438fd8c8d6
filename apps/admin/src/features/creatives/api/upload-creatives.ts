import type {
  BulkUploadJob,
  BulkUploadResult,
  UploadedAsset,
  UploadPurpose,
  UploadTarget,
} from "@mekuri/domain";
import { api } from "@/lib/api-client";
import { ApiError, isApiError } from "@/lib/api-error";
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

/** The ZIP's unpacking runs on the server; the console asks how far it is this often. */
export const bulkPollMs = 1000;
/** Polls that may fail in a row (a dropped connection, a restarting server) before giving up. */
const pollFailuresAllowed = 5;

const jobKey = (siteId: string) => `mekuri.bulkUpload.${siteId}`;

/** A ZIP being unpacked: its job, and the file's name for the messages. */
export interface BulkJobRef {
  jobId: string;
  name: string;
}

/** The job of a ZIP still unpacking for this site, remembered across a reload of the editor. */
export function pendingBulkJob(siteId: string): BulkJobRef | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(jobKey(siteId)) ?? "null") as BulkJobRef | null;
    return stored?.jobId && stored.name ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Told when a ZIP of a site has become a job, so whichever creatives editor is open follows it. */
export const bulkJobEvent = "mekuri:bulk-job";

function rememberBulkJob(siteId: string, job: BulkJobRef) {
  sessionStorage.setItem(jobKey(siteId), JSON.stringify(job));
  window.dispatchEvent(new CustomEvent(bulkJobEvent, { detail: siteId }));
}

/** The job's outcome has been shown: nothing is left to follow. */
export function forgetBulkJob(siteId: string) {
  sessionStorage.removeItem(jobKey(siteId));
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const stopped = () => new DOMException("Stopped following the upload.", "AbortError");
    if (signal?.aborted) return reject(stopped());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(stopped());
      },
      { once: true },
    );
  });

/**
 * Follows a bulk ZIP job until it is done (its media per cell and the skipped files) or refused
 * (rejects with the server's message, like a refused request). `signal` stops following, not the job.
 */
export async function followBulkJob(
  jobId: string,
  onUnpack?: (progress: BulkUploadJob["progress"]) => void,
  signal?: AbortSignal,
): Promise<BulkUploadResult> {
  let failures = 0;
  for (;;) {
    let job: BulkUploadJob;
    try {
      job = await api.get<BulkUploadJob>(`/site/bulk-upload/job/${jobId}`, { toastErrors: false, signal });
      failures = 0;
    } catch (error) {
      const gone = isApiError(error) && error.status >= 400 && error.status < 500;
      if (gone || signal?.aborted || ++failures > pollFailuresAllowed) throw error;
      await wait(bulkPollMs, signal);
      continue;
    }
    onUnpack?.(job.progress);
    if (job.status === "done" || job.status === "failed") {
      if (job.status === "done" && job.result) return job.result;
      throw new ApiError({
        status: job.status === "failed" ? 400 : 500,
        code: job.error?.code ?? "INTERNAL_ERROR",
        message: job.error?.message ?? "",
      });
    }
    await wait(bulkPollMs, signal);
  }
}

/**
 * admin.md §7: the ZIP of many creatives goes in one PUT; the server then maps its entries to
 * cells by name in a background job. Answers that job, remembered for the site: the creatives
 * editor open then, or the next one opened, follows it to its end.
 */
export async function startCreativeZip(
  siteId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<BulkJobRef> {
  const job = await uploadFiles([typed(file)], {
    generate: async () => {
      const body = { siteId, name: file.name, size: file.size };
      return [await api.post<UploadTarget>("/site/bulk-upload/start", body, { toastErrors: false })];
    },
    complete: ([uploadId]) =>
      api.post<BulkUploadJob>("/site/bulk-upload/complete", { siteId, uploadId }, { toastErrors: false }),
    onProgress,
  });
  const ref = { jobId: job.jobId, name: file.name };
  rememberBulkJob(siteId, ref);
  return ref;
}
