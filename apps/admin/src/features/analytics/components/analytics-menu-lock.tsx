import { Tooltip } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/features/shell";
import { useAnalysisAccess } from "../api/get-analysis-access";

/**
 * The plan lock on the navigation's swipe analytics item, when the server says nothing the operator
 * reaches has analytics (docs/decisions/133); the screen still shows the lock per site (decision 050).
 */
export function AnalyticsMenuLock() {
  const user = useCurrentUser();
  const access = useAnalysisAccess(user.permissions.includes("analytics:view"));
  if (!access.data?.locked) return null;
  return <MenuLockIcon />;
}

function MenuLockIcon() {
  const { t } = useTranslation();
  const label = t("analysis.lock.menu");
  return (
    <Tooltip label={label} position="right" withArrow>
      <IconLock size={16} stroke={1.8} role="img" aria-label={label} data-testid="analytics-menu-lock" />
    </Tooltip>
  );
}
