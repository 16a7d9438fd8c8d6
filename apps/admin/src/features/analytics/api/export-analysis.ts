import { downloadFile } from "@/lib/download";
import { type AnalysisFilters, analysisPath } from "./keys";

/** The downloads of admin.md §7 Analysis: three CSV files and the PDF report of the period. */
export const analysisExports = {
  lp: { path: "lp/export", name: "lp", extension: "csv" },
  pages: { path: "page/export", name: "pages", extension: "csv" },
  ranking: { path: "ranking/export", name: "ranking", extension: "csv" },
  pdf: { path: "export-pdf", name: "analytics", extension: "pdf" },
} as const;
export type AnalysisExport = keyof typeof analysisExports;

/** Fetches an export with the session's token and saves it under the period's days. */
export function exportAnalysis(
  kind: AnalysisExport,
  siteId: string,
  filters: AnalysisFilters,
  period: { from: string; to: string },
) {
  const { path, name, extension } = analysisExports[kind];
  return downloadFile(
    analysisPath(siteId, path),
    `${name}-${period.from}-${period.to}.${extension}`,
    filters,
  );
}
