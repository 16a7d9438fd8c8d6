import { Badge, Group } from "@mantine/core";
import type { SiteStatus } from "@mekuri/domain";
import { useTranslation } from "react-i18next";

const colors: Record<SiteStatus, string> = {
  DRAFT: "gray",
  PUBLISH: "teal",
  PRIVATE: "yellow",
  DOMAIN_VERIFYING: "blue",
};

/** The site's status; a published site whose saved draft is not live yet says so beside it. */
export function SiteStatusBadge({
  status,
  unpublishedChanges = false,
}: {
  status: SiteStatus;
  unpublishedChanges?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={colors[status]} variant="light">
        {t(`sites.status.${status}`)}
      </Badge>
      {unpublishedChanges && (
        <Badge color="orange" variant="outline">
          {t("sites.unpublishedChanges")}
        </Badge>
      )}
    </Group>
  );
}
