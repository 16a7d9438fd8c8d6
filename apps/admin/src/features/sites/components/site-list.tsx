import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { hasUnpublishedChanges, type SiteStatus, siteStatuses } from "@mekuri/domain";
import {
  IconChartBar,
  IconExternalLink,
  IconEye,
  IconPencil,
  IconPlus,
  IconSearch,
  IconShare,
  IconSpeakerphone,
  IconTrash,
  IconUsers,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { CsvExportButton } from "@/components/csv-export-button";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useCurrentUser } from "@/features/shell";
import { useDateTimeFormat } from "@/lib/date-time";
import { showToast } from "@/lib/notify";
import { useDeleteSite } from "../api/delete-site";
import { exportSites } from "../api/export-sites";
import type { PreviewTarget } from "../api/get-preview-url";
import { type SiteListFilters, useSites } from "../api/get-sites";
import { SharePreviewModal } from "./share-preview-modal";
import { SiteDomainState } from "./site-domain-state";
import { SiteStatusBadge } from "./site-status-badge";

const pageSize = 20;

interface SiteListProps {
  /** Opens the preview of a site (the route composes the preview drawer). */
  onPreview: (site: PreviewTarget) => void;
}

/** admin.md §2 Site production list: search, status filter, server paging, CSV export and actions. */
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

export function SiteList({ onPreview }: SiteListProps) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const when = (value: string | null | undefined) => (value ? dateTime.format(new Date(value)) : "—");
  const user = useCurrentUser();
  const [keyword, setKeyword] = useState("");
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [status, setStatus] = useState<SiteStatus | null>(null);
  const [page, setPage] = useState(1);
  const filters: SiteListFilters = {
    keyword: debounced || undefined,
    status: status ?? undefined,
    page,
    size: pageSize,
  };
  const sites = useSites(filters);
  const remover = useDeleteSite();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [sharing, setSharing] = useState<PreviewTarget | null>(null);
  const canEdit = user.permissions.includes("sites:edit");
  const canDeliver = user.permissions.includes("notificationDelivery:manage");
  const canSeeData = user.permissions.includes("siteData:view");
  const prefix = `/${user.userTypeId}`;
  const total = sites.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: "1 1 320px" }}>
          <TextInput
            label={t("sites.list.search")}
            placeholder={t("sites.list.searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: "1 1 220px", maxWidth: 320 }}
          />
          <Select
            label={t("sites.list.status")}
            placeholder={t("sites.list.all")}
            data={siteStatuses.map((value) => ({ value, label: t(`sites.status.${value}`) }))}
            value={status}
            onChange={(value) => {
              setStatus(value as SiteStatus | null);
              setPage(1);
            }}
            clearable
            style={{ flex: "1 1 150px", maxWidth: 200 }}
          />
        </Group>
        <Group gap="sm">
          <CsvExportButton label={t("sites.list.export")} run={() => exportSites(filters)} />
          {canEdit ? (
            <Button
              component={Link}
              to={`${prefix}/create-site`}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t("sites.list.create")}
            </Button>
          ) : null}
        </Group>
      </Group>

      {sites.isError ? (
        <LoadFailed error={sites.error} onRetry={() => sites.refetch()} />
      ) : (
        <Card p={0} withBorder>
          <Table.ScrollContainer minWidth={980}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("sites.list.name")}</Table.Th>
                  <Table.Th>{t("sites.list.status")}</Table.Th>
                  <Table.Th>{t("sites.list.url")}</Table.Th>
                  <Table.Th ta="right">{t("sites.list.pageViewsThisMonth")}</Table.Th>
                  <Table.Th>{t("sites.list.publishedAt")}</Table.Th>
                  <Table.Th>{t("sites.list.createdAt")}</Table.Th>
                  <Table.Th>{t("sites.list.account")}</Table.Th>
                  <Table.Th ta="right" style={actionsColumn}>
                    {t("sites.list.actions")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(sites.data?.items ?? []).map((site) => (
                  <Table.Tr key={site.id}>
                    <Table.Td>
                      <Text component={Link} to={`${prefix}/site/${site.id}`} fw={600} size="sm" c="ink.8">
                        {site.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <SiteStatusBadge
                        status={site.status}
                        unpublishedChanges={hasUnpublishedChanges(site)}
                      />
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{site.pageViewsThisMonth.toLocaleString()}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{when(site.publishedAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{when(site.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{site.account.companyName}</Text>
                    </Table.Td>
                    <Table.Td style={actionsColumn}>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label={t("sites.list.preview")}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${t("sites.list.preview")}: ${site.name}`}
                            onClick={() => onPreview({ id: site.id, name: site.name, siteUrl: site.siteUrl })}
                          >
                            <IconEye size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        {canEdit ? (
                          <Tooltip label={t("previewShare.action")}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${t("previewShare.action")}: ${site.name}`}
                              onClick={() =>
                                setSharing({ id: site.id, name: site.name, siteUrl: site.siteUrl })
                              }
                            >
                              <IconShare size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                        {canEdit ? (
                          <Tooltip label={t("sites.list.edit")}>
                            <ActionIcon
                              variant="subtle"
                              component={Link}
                              to={`${prefix}/site/${site.id}`}
                              aria-label={`${t("sites.list.edit")}: ${site.name}`}
                            >
                              <IconPencil size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                        {canEdit ? (
                          <Tooltip label={t("sites.list.delete")}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`${t("sites.list.delete")}: ${site.name}`}
                              onClick={() => setDeleting({ id: site.id, name: site.name })}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                        {canDeliver ? (
                          <Tooltip label={t("notices.deliveries")}>
                            <ActionIcon
                              variant="subtle"
                              component={Link}
                              to={`${prefix}/notification-delivery/${site.id}`}
                              aria-label={`${t("notices.deliveries")}: ${site.name}`}
                            >
                              <IconSpeakerphone size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                        {canSeeData ? (
                          <Tooltip label={t("pages.siteData")}>
                            <ActionIcon
                              variant="subtle"
                              component={Link}
                              to={`${prefix}/site/list/${site.id}`}
                              aria-label={`${t("pages.siteData")}: ${site.name}`}
                            >
                              <IconUsers size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                        <Tooltip label={t("sites.list.analyze")}>
                          <ActionIcon
                            variant="subtle"
                            component={Link}
                            to={`${prefix}/analytics?siteId=${site.id}`}
                            aria-label={`${t("sites.list.analyze")}: ${site.name}`}
                          >
                            <IconChartBar size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {sites.data && sites.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t("sites.list.empty")}
            </Text>
          ) : null}
        </Card>
      )}
      <ListFooter
        totalText={t("sites.list.total", { count: total })}
        total={total}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
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
      <SharePreviewModal target={sharing} onClose={() => setSharing(null)} />
    </Stack>
  );
}
