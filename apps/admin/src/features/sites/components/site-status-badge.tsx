import { Badge } from "@mantine/core";
import type { SiteStatus } from "@mekuri/domain";
import { useTranslation } from "react-i18next";

const colors: Record<SiteStatus, string> = {
  DRAFT: "gray",
  PUBLISH: "teal",
  PRIVATE: "yellow",
  DOMAIN_VERIFYING: "blue",
};

export function SiteStatusBadge({ status }: { status: SiteStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`sites.status.${status}`)}
    </Badge>
  );
}
