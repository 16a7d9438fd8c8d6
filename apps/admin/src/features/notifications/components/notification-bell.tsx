import { ActionIcon, Anchor, Box, Button, Divider, Indicator, Popover, Stack, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "@/features/shell";
import { useDateTimeFormat } from "@/lib/date-time";
import { useInboxSummary, useMarkAsRead } from "../api/inbox";

/** The header's bell: the unread system notification count and the newest few (admin.md §2). */
export function NotificationBell() {
  const user = useCurrentUser();
  if (!user.permissions.includes("systemNotifications:view")) return null;
  return <Bell listPath={`/${user.userTypeId}/system-notification`} />;
}

function Bell({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const [opened, setOpened] = useState(false);
  const summary = useInboxSummary("system");
  const mark = useMarkAsRead("system");
  const unread = summary.data?.unread ?? 0;
  const items = summary.data?.items ?? [];

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
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="sm">
        <Stack gap="xs">
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("notices.bellEmpty")}
            </Text>
          ) : (
            items.map((item) => (
              <Box key={item.id}>
                <Text size="sm" fw={item.read ? 400 : 700} lineClamp={1}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.format(new Date(item.publishedAt))}
                </Text>
              </Box>
            ))
          )}
          <Divider />
          <Button
            size="xs"
            variant="default"
            disabled={unread === 0}
            loading={mark.isPending}
            onClick={() => mark.mutate({ all: true })}
          >
            {t("notices.markAllRead")}
          </Button>
          <Anchor component={Link} to={listPath} size="sm" ta="center" onClick={() => setOpened(false)}>
            {t("notices.viewAll")}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
