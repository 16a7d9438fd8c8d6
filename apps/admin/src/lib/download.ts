import { api } from "./api-client";
import type { RequestOptions } from "./api-transport";

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Fetches a file with the session's token (a plain link could not send it) and saves it with its
 * bytes untouched: CSV exports start with a BOM so spreadsheet programs read Japanese text.
 */
export async function downloadFile(path: string, fileName: string, query?: RequestOptions["query"]) {
  const blob = await api.get<Blob>(path, { query, responseType: "blob" });
  saveBlob(blob, fileName);
}
