import type {
  GenerateUrlsResponse,
  UploadCompleteResponse,
  UploadedAsset,
  UploadPurpose,
} from "@mekuri/domain";
import { api } from "./api-client";
import { session } from "./session";

/** Where one file goes (admin.md §7 Sites): the answer of a generate-url call. */
export interface UploadTarget {
  uploadId: string;
  url: string;
  method: "PUT";
  headers?: Record<string, string>;
}

/** A PUT that failed; callers show their own translated text naming `fileName`. */
export class UploadError extends Error {
  override readonly name = "UploadError";
  constructor(
    readonly fileName: string,
    readonly status: number,
  ) {
    super(`Upload of ${fileName} failed (${status})`);
  }
}

function sameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

/** Below this a PUT is over before a progress bar could say anything; fetch is enough. */
const progressMinBytes = 1024 * 1024;

/**
 * PUTs one file to its upload URL with the file's content type. A presigned URL of an object store
 * carries its own signature, so the session token only goes to our own server (local storage).
 */
export async function putFile(
  target: UploadTarget,
  file: File,
  signal?: AbortSignal,
  onProgress?: (loadedBytes: number) => void,
): Promise<void> {
  const headers = new Headers(target.headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", file.type || "application/octet-stream");
  const token = session.getTokens()?.accessToken;
  if (token && sameOrigin(target.url)) headers.set("Authorization", `Bearer ${token}`);
  if (onProgress && file.size >= progressMinBytes) {
    return putWithProgress(target, file, headers, onProgress, signal);
  }
  let response: Response;
  try {
    response = await fetch(target.url, { method: target.method, headers, body: file, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError(file.name, 0);
  }
  if (!response.ok) throw new UploadError(file.name, response.status);
  onProgress?.(file.size);
}

/** fetch cannot report upload progress; XMLHttpRequest can, which a 1 GB ZIP needs. */
function putWithProgress(
  target: UploadTarget,
  file: File,
  headers: Headers,
  onProgress: (loadedBytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.url);
    for (const [key, value] of headers) request.setRequestHeader(key, value);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(file.size);
        resolve();
      } else reject(new UploadError(file.name, request.status));
    };
    request.onerror = () => reject(new UploadError(file.name, 0));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

export interface UploadFlow<T> {
  /** Asks the server where each file goes; one target per file, in the same order. */
  generate: (files: File[]) => Promise<UploadTarget[]>;
  /** Tells the server the files are there; it checks and converts them. */
  complete: (uploadIds: string[]) => Promise<T>;
  /** Parallel PUTs (default 3): enough to fill the line without flooding a phone connection. */
  concurrency?: number;
  signal?: AbortSignal;
  /** Share of all bytes sent so far, 0…1; given, the PUTs report their progress. */
  onProgress?: (fraction: number) => void;
}

/** The spec's upload flow: generate URLs → PUT each file → complete. */
export async function uploadFiles<T>(files: File[], flow: UploadFlow<T>): Promise<T> {
  const targets = await flow.generate(files);
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const sent = files.map(() => 0);
  const progress = flow.onProgress;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const file = files[index];
      const target = targets[index];
      if (!file || !target) continue;
      const report = progress
        ? (loaded: number) => {
            sent[index] = loaded;
            progress(sent.reduce((sum, bytes) => sum + bytes, 0) / total);
          }
        : undefined;
      await putFile(target, file, flow.signal, report);
    }
  };
  await Promise.all(Array.from({ length: Math.min(flow.concurrency ?? 3, files.length) }, worker));
  return flow.complete(targets.map((target) => target.uploadId));
}

/** admin.md §7: POST /site/generate-urls, one target per file, all of one purpose. */
export async function generateSiteUploadUrls(
  siteId: string,
  purpose: UploadPurpose,
  files: File[],
): Promise<GenerateUrlsResponse["uploads"]> {
  const body = {
    siteId,
    files: files.map((file) => ({ name: file.name, contentType: file.type, size: file.size, purpose })),
  };
  const answer = await api.post<GenerateUrlsResponse>("/site/generate-urls", body, { toastErrors: false });
  return answer.uploads;
}

/** A site's files: generate URL(s) → PUT each file → POST /site/upload/complete, which checks them and makes variants. */
export async function uploadSiteAssets(
  siteId: string,
  files: File[],
  generate: (files: File[]) => Promise<UploadTarget[]>,
  onProgress?: (fraction: number) => void,
): Promise<UploadedAsset[]> {
  const answer = await uploadFiles(files, {
    generate,
    complete: (uploadIds) =>
      api.post<UploadCompleteResponse>(
        "/site/upload/complete",
        { siteId, uploadIds },
        { toastErrors: false },
      ),
    onProgress,
  });
  return answer.assets;
}
