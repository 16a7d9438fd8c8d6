import { Badge } from "@mantine/core";
import type { NoticeStatus } from "@mekuri/domain";
import { useTranslation } from "react-i18next";

const colors: Record<NoticeStatus, string> = {
  public: "teal",
  scheduled: "blue",
  draft: "gray",
  unpublic: "yellow",
  expired: "red",
};

/** The status as read now: scheduled and expired follow from the dates (decision 042). */
export function NoticeStatusBadge({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`notices.statuses.${status}`)}
    </Badge>
  );
}
