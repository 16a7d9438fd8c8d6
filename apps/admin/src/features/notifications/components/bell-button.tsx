import { ActionIcon, Indicator } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The unread count on the bell: "99+" beyond 99, nothing at 0. */
export function BellIndicator({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <Indicator label={unread > 99 ? "99+" : unread} size={16} disabled={unread === 0} offset={4} color="red">
      {children}
    </Indicator>
  );
}

/**
 * The bell's button, named with the unread count: the same element before and after the
 * popover's code has arrived (decision 177), so nothing moves when it does.
 */
export function BellButton({ unread, ...props }: { unread: number } & ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t("notices.bell", { count: unread })}
      {...props}
    >
      <IconBell size={20} stroke={1.6} />
    </ActionIcon>
  );
}
