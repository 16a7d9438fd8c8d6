import { Anchor, Badge, Button, Card, Group, Image, Stack, Text } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { type InboxKind, useInbox, useMarkAsRead } from "../api/inbox";

interface InboxListProps {
  kind: InboxKind;
  /** Where an item opens, for news (its detail marks it read); system notifications show in full. */
  detailPath?: (id: string) => string;
}

/** What the operator received, newest first, unread ones marked; mark-all and show-more (admin.md §2). */
export function InboxList({ kind, detailPath }: InboxListProps) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const inbox = useInbox(kind);
  const mark = useMarkAsRead(kind);
  if (inbox.isError) return <LoadFailed error={inbox.error} onRetry={() => inbox.refetch()} />;
  const pages = inbox.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const unread = pages.at(-1)?.unread ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t("notices.total", { count: pages[0]?.total ?? 0 })}
          {unread > 0 ? ` · ${t("notices.unread")} ${unread}` : ""}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChecks size={14} aria-hidden />}
          disabled={unread === 0}
          loading={mark.isPending}
          onClick={() => mark.mutate({ all: true })}
        >
          {t("notices.markAllRead")}
        </Button>
      </Group>
      {inbox.data && items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("notices.empty")}
        </Text>
      ) : null}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {items.map((item) => (
          <Card
            key={item.id}
            component="li"
            withBorder
            padding="md"
            style={item.read ? undefined : { borderLeft: "4px solid var(--mantine-color-blue-6)" }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={4} miw={0}>
                <Group gap="xs">
                  {item.read ? null : (
                    <Badge size="xs" color="blue">
                      {t("notices.unread")}
                    </Badge>
                  )}
                  {detailPath ? (
                    <Anchor component={Link} to={detailPath(item.id)} fw={item.read ? 400 : 700} fz="sm">
                      {item.title}
                    </Anchor>
                  ) : (
                    <Text fw={item.read ? 400 : 700} size="sm">
                      {item.title}
                    </Text>
                  )}
                </Group>
                {item.content ? (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {item.content}
                  </Text>
                ) : null}
                {item.newsUrl ? (
                  <Anchor href={item.newsUrl} target="_blank" rel="noopener noreferrer" fz="xs">
                    {t("notices.openLink")}
                  </Anchor>
                ) : null}
                <Text size="xs" c="dimmed">
                  {format.format(new Date(item.publishedAt))}
                </Text>
              </Stack>
              {item.imageUrl ? (
                <Image src={item.imageUrl} alt="" w={72} h={72} fit="cover" radius="sm" />
              ) : null}
            </Group>
          </Card>
        ))}
      </Stack>
      {inbox.hasNextPage ? (
        <Button variant="light" onClick={() => inbox.fetchNextPage()} loading={inbox.isFetchingNextPage}>
          {t("notices.showMore")}
        </Button>
      ) : null}
    </Stack>
  );
}
