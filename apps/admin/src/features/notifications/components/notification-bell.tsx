import { ActionIcon, Center, Indicator, Loader, Popover } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/features/shell";
import { lazyWithPreload, pick, usePrefetchWhenIdle } from "@/lib/lazy-with-preload";
import { useInboxSummary } from "../api/inbox";

// The open bell's list is on no screen's first view: it downloads when the browser is idle after
// the screen has shown, when the pointer or focus reaches the bell, or when it opens (decision 157).
const BellDropdown = lazyWithPreload(pick(() => import("./bell-dropdown"), "BellDropdown"));

/** The header's bell: the unread system notification count and the newest few (admin.md §2). */
export function NotificationBell() {
  const user = useCurrentUser();
  if (!user.permissions.includes("systemNotifications:view")) return null;
  return <Bell listPath={`/${user.userTypeId}/system-notification`} />;
}

function Bell({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const summary = useInboxSummary("system");
  const unread = summary.data?.unread ?? 0;
  usePrefetchWhenIdle([BellDropdown.prefetch]);

  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom-end" shadow="md">
      {/* The target is the button itself: its popup state belongs on the control, not the badge around it. */}
      <Indicator
        label={unread > 99 ? "99+" : unread}
        size={16}
        disabled={unread === 0}
        offset={4}
        color="red"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t("notices.bell", { count: unread })}
            onClick={() => setOpened((open) => !open)}
            onPointerEnter={BellDropdown.prefetch}
            onFocus={BellDropdown.prefetch}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="sm">
        <Suspense
          fallback={
            <Center py="sm">
              <Loader size="sm" />
            </Center>
          }
        >
          <BellDropdown summary={summary.data} listPath={listPath} onNavigate={() => setOpened(false)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
