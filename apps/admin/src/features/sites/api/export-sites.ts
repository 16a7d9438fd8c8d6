import { downloadFile } from "@/lib/download";
import type { SiteListFilters } from "./get-sites";

/** GET /site/export with the list's filters (no paging): every matching site as CSV. */
export function exportSites(filters: SiteListFilters): Promise<void> {
  const { page: _page, size: _size, ...rest } = filters;
  return downloadFile("/site/export", `sites-${new Date().toISOString().slice(0, 10)}.csv`, rest);
}
