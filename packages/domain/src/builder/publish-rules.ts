import { creativesProblem } from "./grid.ts";

export interface PublishIssue {
  path: (string | number)[];
  /** A message reference of the "sites" section. */
  key: "sites.noCreatives" | "sites.creativesNotConsecutive";
  params?: Record<string, string>;
}

/**
 * What publishing needs beyond a valid draft (admin.md §5 Site): at least one creative, and the
 * creatives filling the grid without gaps. A draft may be saved half-done; it is published whole.
 */
export function publishIssues(site: {
  numberHorizontal: number;
  numberVertical: number;
  pages: readonly { columnIndex: number; rowIndex: number; media: unknown }[];
}): PublishIssue[] {
  const filled = site.pages.filter((page) => page.media !== null && page.media !== undefined);
  const problem = creativesProblem(filled, site.numberHorizontal, site.numberVertical);
  if (!problem) return [];
  return problem.kind === "none"
    ? [{ path: ["pages"], key: "sites.noCreatives" }]
    : [{ path: ["pages"], key: "sites.creativesNotConsecutive", params: { cell: problem.cell } }];
}
