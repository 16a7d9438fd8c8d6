import type { SiteDataQuery, SiteMemberPage, SiteSubmissionPage } from "@mekuri/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** admin.md §7 Site data lists: one endpoint family per tab. */
export const siteRecordKinds = ["member", "contact", "form"] as const;
export type SiteRecordKind = (typeof siteRecordKinds)[number];

export type SiteRecordFilters = Partial<SiteDataQuery>;

export type SiteRecordPage<K extends SiteRecordKind> = K extends "member"
  ? SiteMemberPage
  : SiteSubmissionPage;

export const siteRecordsPath = (kind: SiteRecordKind, siteId: string) =>
  `/site-${kind}/${encodeURIComponent(siteId)}`;

export function getSiteRecords<K extends SiteRecordKind>(
  kind: K,
  siteId: string,
  filters: SiteRecordFilters,
) {
  return api.get<SiteRecordPage<K>>(siteRecordsPath(kind, siteId), { query: filters });
}

export function siteRecordsQueryOptions<K extends SiteRecordKind>(
  kind: K,
  siteId: string,
  filters: SiteRecordFilters,
) {
  return queryOptions({
    queryKey: ["site-records", kind, siteId, filters],
    queryFn: () => getSiteRecords(kind, siteId, filters),
    placeholderData: keepPreviousData,
  });
}

export function useSiteRecords<K extends SiteRecordKind>(
  kind: K,
  siteId: string,
  filters: SiteRecordFilters,
) {
  return useQuery(siteRecordsQueryOptions(kind, siteId, filters));
}
