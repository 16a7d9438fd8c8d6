import { Anchor, Card, Image, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { useReceivedNews } from "../api/inbox";

/** A news item as its reader sees it; opening it marks it read. */
export function ReceivedNewsDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const news = useReceivedNews(id);
  if (news.isError) return <LoadFailed error={news.error} onRetry={() => news.refetch()} />;
  const item = news.data;
  if (!item) return null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Text fw={600} size="lg">
          {item.title}
        </Text>
        <Text size="xs" c="dimmed">
          {format.format(new Date(item.publishedAt))}
        </Text>
        {item.imageUrl ? <Image src={item.imageUrl} alt="" maw={320} radius="sm" /> : null}
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {item.content}
        </Text>
        {item.newsUrl ? (
          <Anchor href={item.newsUrl} target="_blank" rel="noopener noreferrer" fz="sm">
            {t("notices.openLink")}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
