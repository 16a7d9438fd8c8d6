import { Anchor, Box, Button, Divider, Stack, Text } from "@mantine/core";
import type { InboxPage } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDateTimeFormat } from "@/lib/date-time";
import { useMarkAsRead } from "../api/inbox";

interface BellDropdownProps {
  summary: InboxPage | undefined;
  listPath: string;
  /** The reader follows the link to the list: the dropdown closes. */
  onNavigate: () => void;
}

/** What the open bell shows: the newest few, "mark all as read" and the link to the whole list. */
export function BellDropdown({ summary, listPath, onNavigate }: BellDropdownProps) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const mark = useMarkAsRead("system");
  const unread = summary?.unread ?? 0;
  const items = summary?.items ?? [];
  return (
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
      <Anchor component={Link} to={listPath} size="sm" ta="center" onClick={onNavigate}>
        {t("notices.viewAll")}
      </Anchor>
    </Stack>
  );
}
