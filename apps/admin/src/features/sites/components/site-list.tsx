import { Anchor, Button, Select, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { hasUnpublishedChanges, type SiteListItem, type SiteStatus, siteStatuses } from "@mekuri/domain";
import { IconExternalLink, IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { CsvExportButton } from "@/components/csv-export-button";
import type { TableColumn } from "@/components/data-table";
import { PagedList } from "@/components/paged-list";
import { useCurrentUser } from "@/features/shell";
import { useListFilters } from "@/hooks/use-list-filters";
import { useDateTimeFormat } from "@/lib/date-time";
import { showToast } from "@/lib/notify";
import { useDeleteSite } from "../api/delete-site";
import { exportSites } from "../api/export-sites";
import type { PreviewTarget } from "../api/get-preview-url";
import { type SiteListFilters, useSites } from "../api/get-sites";
import { LazySharePreviewModal } from "./lazy-share-preview-modal";
import { SiteDomainState } from "./site-domain-state";
import { SiteRowActions } from "./site-row-actions";
import { SiteStatusBadge } from "./site-status-badge";

const pageSize = 20;

interface SiteListProps {
  /** Opens the preview of a site (the route composes the preview drawer). */
  onPreview: (site: PreviewTarget) => void;
}

/**
 * The row actions stay in view at the table's right edge while a narrow window scrolls the wide
 * table sideways (they were clipped by the scroll on a desktop beside the navigation).
 */
const actionsColumn = {
  position: "sticky",
  insetInlineEnd: 0,
  zIndex: 1,
  background: "var(--mantine-color-body)",
  boxShadow: "-8px 0 8px -8px rgba(0, 0, 0, 0.15)",
} as const;

/** The site's public address, shortened to fit, and its custom domain's state while not active. */
function SiteAddress({ site }: { site: SiteListItem }) {
  return (
    <>
      <Anchor
        href={site.siteUrl}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        title={site.siteUrl}
        style={{ display: "flex", alignItems: "center", gap: 4, maxWidth: 260 }}
      >
        <IconExternalLink size={14} aria-hidden style={{ flex: "none" }} />
        <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
          {site.siteUrl.replace(/^https?:\/\//, "")}
        </span>
      </Anchor>
      {site.domain && (site.domain.state !== "active" || site.domain.problem) ? (
        <SiteDomainState domain={site.domain} target={new URL(site.siteUrl).hostname} />
      ) : null}
    </>
  );
}

/** admin.md §2 Site production list: search, status filter, server paging, CSV export and actions. */
export function SiteList({ onPreview }: SiteListProps) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const when = (value: string | null | undefined) => (value ? dateTime.format(new Date(value)) : "—");
  const user = useCurrentUser();
  const { filters, setFilter, page, setPage } = useListFilters({
    keyword: "",
    status: null as SiteStatus | null,
  });
  const [debounced] = useDebouncedValue(filters.keyword.trim(), 300);
  const query: SiteListFilters = {
    keyword: debounced || undefined,
    status: filters.status ?? undefined,
    page,
    size: pageSize,
  };
  const sites = useSites(query);
  const remover = useDeleteSite();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [sharing, setSharing] = useState<PreviewTarget | null>(null);
  const canEdit = user.permissions.includes("sites:edit");
  const prefix = `/${user.userTypeId}`;
  const columns: TableColumn<SiteListItem>[] = [
    {
      id: "name",
      header: t("sites.list.name"),
      cell: (site) => (
        <Text component={Link} to={`${prefix}/site/${site.id}`} fw={600} size="sm" c="ink.8">
          {site.name}
        </Text>
      ),
    },
    {
      id: "status",
      header: t("sites.list.status"),
      cell: (site) => (
        <SiteStatusBadge status={site.status} unpublishedChanges={hasUnpublishedChanges(site)} />
      ),
    },
    { id: "url", header: t("sites.list.url"), cell: (site) => <SiteAddress site={site} /> },
    {
      id: "views",
      header: t("sites.list.pageViewsThisMonth"),
      cell: (site) => site.pageViewsThisMonth.toLocaleString(),
      align: "right",
    },
    { id: "published", header: t("sites.list.publishedAt"), cell: (site) => when(site.publishedAt) },
    { id: "created", header: t("sites.list.createdAt"), cell: (site) => when(site.createdAt) },
    { id: "account", header: t("sites.list.account"), cell: (site) => site.account.companyName },
    {
      id: "actions",
      header: t("sites.list.actions"),
      align: "right",
      style: actionsColumn,
      cell: (site) => (
        <SiteRowActions site={site} onPreview={onPreview} onShare={setSharing} onDelete={setDeleting} />
      ),
    },
  ];

  return (
    <>
      <PagedList
        query={sites}
        columns={columns}
        minWidth={980}
        emptyText={t("sites.list.empty")}
        totalText={(count) => t("sites.list.total", { count })}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        filters={
          <>
            <TextInput
              label={t("sites.list.search")}
              placeholder={t("sites.list.searchPlaceholder")}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={filters.keyword}
              onChange={(event) => setFilter("keyword")(event.currentTarget.value)}
              style={{ flex: "1 1 220px", maxWidth: 320 }}
            />
            <Select
              label={t("sites.list.status")}
              placeholder={t("sites.list.all")}
              data={siteStatuses.map((value) => ({ value, label: t(`sites.status.${value}`) }))}
              value={filters.status}
              onChange={(value) => setFilter("status")(value as SiteStatus | null)}
              clearable
              style={{ flex: "1 1 150px", maxWidth: 200 }}
            />
          </>
        }
        actions={
          <>
            <CsvExportButton label={t("sites.list.export")} run={() => exportSites(query)} />
            {canEdit ? (
              <Button
                component={Link}
                to={`${prefix}/create-site`}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t("sites.list.create")}
              </Button>
            ) : null}
          </>
        }
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t("sites.list.deleteTitle")}
        message={t("sites.list.deleteConfirm", { name: deleting?.name ?? "" })}
        confirmLabel={t("sites.list.delete")}
        onConfirm={() => {
          if (!deleting) return;
          remover.mutate(deleting.id, {
            onSuccess: (answer) =>
              showToast(
                (answer as { message?: string } | undefined)?.message ?? t("sites.list.deleted"),
                "success",
              ),
          });
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
      <LazySharePreviewModal target={sharing} onClose={() => setSharing(null)} />
    </>
  );
}
