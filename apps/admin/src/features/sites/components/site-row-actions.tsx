import { ActionIcon, Group, Tooltip } from "@mantine/core";
import type { SiteListItem } from "@mekuri/domain";
import {
  IconChartBar,
  IconEye,
  IconPencil,
  IconShare,
  IconSpeakerphone,
  IconTrash,
  IconUsers,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { useCurrentUser } from "@/features/shell";
import type { PreviewTarget } from "../api/get-preview-url";
import { LazyPreviewDrawer } from "./lazy-preview-drawer";
import { prefetchSharePreview } from "./lazy-share-preview-modal";

interface SiteRowActionsProps {
  site: SiteListItem;
  onPreview: (site: PreviewTarget) => void;
  onShare: (site: PreviewTarget) => void;
  onDelete: (site: { id: string; name: string }) => void;
}

/** One icon button with its tooltip, named after the site for screen readers: a link or an action. */
function RowAction({
  label,
  site,
  color,
  to,
  onClick,
  onHint,
  children,
}: {
  label: string;
  site: SiteListItem;
  color?: string;
  to?: string;
  onClick?: () => void;
  /** The reader is about to press it (pointer over, focus): a dialog's parts can start downloading. */
  onHint?: () => void;
  children: ReactNode;
}) {
  const name = `${label}: ${site.name}`;
  return (
    <Tooltip label={label}>
      {to ? (
        <ActionIcon variant="subtle" color={color} component={Link} to={to} aria-label={name}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon
          variant="subtle"
          color={color}
          onClick={onClick}
          onPointerEnter={onHint}
          onFocus={onHint}
          aria-label={name}
        >
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** What the user may do with a site from the list, each shown only with the permission it needs. */
export function SiteRowActions({ site, onPreview, onShare, onDelete }: SiteRowActionsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = user.permissions.includes("sites:edit");
  const canDeliver = user.permissions.includes("notificationDelivery:manage");
  const canSeeData = user.permissions.includes("siteData:view");
  const prefix = `/${user.userTypeId}`;
  const target = { id: site.id, name: site.name, siteUrl: site.siteUrl };
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <RowAction
        label={t("sites.list.preview")}
        site={site}
        onClick={() => onPreview(target)}
        onHint={LazyPreviewDrawer.prefetch}
      >
        <IconEye size={18} aria-hidden />
      </RowAction>
      {canEdit ? (
        <>
          <RowAction
            label={t("previewShare.action")}
            site={site}
            onClick={() => onShare(target)}
            onHint={prefetchSharePreview}
          >
            <IconShare size={18} aria-hidden />
          </RowAction>
          <RowAction label={t("sites.list.edit")} site={site} to={`${prefix}/site/${site.id}`}>
            <IconPencil size={18} aria-hidden />
          </RowAction>
          <RowAction
            label={t("sites.list.delete")}
            site={site}
            color="red"
            onClick={() => onDelete({ id: site.id, name: site.name })}
            onHint={ConfirmDeleteModal.prefetch}
          >
            <IconTrash size={18} aria-hidden />
          </RowAction>
        </>
      ) : null}
      {canDeliver ? (
        <RowAction
          label={t("notices.deliveries")}
          site={site}
          to={`${prefix}/notification-delivery/${site.id}`}
        >
          <IconSpeakerphone size={18} aria-hidden />
        </RowAction>
      ) : null}
      {canSeeData ? (
        <RowAction label={t("pages.siteData")} site={site} to={`${prefix}/site/list/${site.id}`}>
          <IconUsers size={18} aria-hidden />
        </RowAction>
      ) : null}
      <RowAction label={t("sites.list.analyze")} site={site} to={`${prefix}/analytics?siteId=${site.id}`}>
        <IconChartBar size={18} aria-hidden />
      </RowAction>
    </Group>
  );
}
