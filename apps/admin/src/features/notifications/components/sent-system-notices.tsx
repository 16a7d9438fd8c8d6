import { Badge, Group, Text } from "@mantine/core";
import type { SystemNoticeView } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDateTimeFormat } from "@/lib/date-time";
import { sentPageSize, useSentSystemNotices } from "../api/system-notifications";
import { NoticeStatusBadge } from "./notice-status-badge";
import { SentNoticeTable } from "./sent-notice-table";

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
  return (
    <SentNoticeTable<SystemNoticeView>
      createPath={createPath}
      detailPath={detailPath}
      query={sent}
      page={page}
      pageSize={sentPageSize}
      onPageChange={setPage}
      columns={[
        {
          id: "targets",
          header: t("notices.fields.targets"),
          cell: (item) => (
            <Group gap={4}>
              {item.targets.map((target) => (
                <Badge key={target} variant="outline" size="sm">
                  {t(`notices.targets.${target}`)}
                </Badge>
              ))}
            </Group>
          ),
        },
        {
          id: "status",
          header: t("notices.fields.status"),
          cell: (item) => <NoticeStatusBadge status={item.displayStatus} />,
        },
        {
          id: "published",
          header: t("notices.fields.publishedAt"),
          cell: (item) => format.format(new Date(item.startDate ?? item.createdAt)),
          nowrap: true,
        },
        {
          id: "reads",
          header: "",
          cell: (item) => (
            <Text size="xs" c="dimmed">
              {t("notices.readCount", { count: item.readCount })}
            </Text>
          ),
        },
      ]}
    />
  );
}
