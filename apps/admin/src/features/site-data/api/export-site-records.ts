import { downloadFile } from "@/lib/download";
import { type SiteRecordFilters, type SiteRecordKind, siteRecordsPath } from "./site-records";

/** The CSV of the filtered list (all pages), saved as a file. */
export function exportSiteRecords(kind: SiteRecordKind, siteId: string, filters: SiteRecordFilters) {
  const { page: _page, size: _size, ...query } = filters;
  const stamp = new Date().toISOString().slice(0, 10);
  return downloadFile(`${siteRecordsPath(kind, siteId)}/export-csv`, `site-${kind}-${stamp}.csv`, query);
}
