import { Tooltip } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The lock with its tooltip, named for screen readers (the tooltip only repeats the name). */
export function MenuLockIcon() {
  const { t } = useTranslation();
  const label = t("analysis.lock.menu");
  return (
    <Tooltip label={label} position="right" withArrow>
      <IconLock size={16} stroke={1.8} role="img" aria-label={label} data-testid="analytics-menu-lock" />
    </Tooltip>
  );
}
