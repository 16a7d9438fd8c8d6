import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { sentPageSize, useSentSystemNotices } from "../api/system-notifications";
import { NoticeStatusBadge } from "./notice-status-badge";

/** The system notifications the operator's account sent, with their targets and read counts. */
export function SentSystemNotices({
  createPath,
  detailPath,
}: {
  createPath: string;
  detailPath: (id: string) => string;
}) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const [page, setPage] = useState(1);
  const sent = useSentSystemNotices(page, true);
  if (sent.isError) return <LoadFailed error={sent.error} onRetry={() => sent.refetch()} />;
  const items = sent.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button component={Link} to={createPath} leftSection={<IconPlus size={16} aria-hidden />}>
          {t("notices.create")}
        </Button>
      </Group>
      <Card p={0} withBorder>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="md" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("notices.fields.title")}</Table.Th>
                <Table.Th>{t("notices.fields.targets")}</Table.Th>
                <Table.Th>{t("notices.fields.status")}</Table.Th>
                <Table.Th>{t("notices.fields.publishedAt")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor component={Link} to={detailPath(item.id)} fz="sm">
                      {item.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {item.targets.map((target) => (
                        <Badge key={target} variant="outline" size="sm">
                          {t(`notices.targets.${target}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <NoticeStatusBadge status={item.displayStatus} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {format.format(new Date(item.startDate ?? item.createdAt))}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {t("notices.readCount", { count: item.readCount })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {sent.data && items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t("notices.empty")}
          </Text>
        ) : null}
      </Card>
      <ListFooter
        totalText={t("notices.total", { count: sent.data?.total ?? 0 })}
        total={sent.data?.total ?? 0}
        pageSize={sentPageSize}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
