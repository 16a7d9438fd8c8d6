import { Card, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDateTimeFormat } from "@/lib/date-time";
import { useUserHistory } from "../api/get-user-history";
import { describeHistoryDetail } from "./history-detail";

/** admin.md §3 Contract history entry: execution time, executor, process content. */
export function ContractHistory({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation();
  const history = useUserHistory(accountId);
  const format = useDateTimeFormat();
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="md">
        {t("accounts.contracts.history")}
      </Title>
      {/* Scrolls sideways on a phone and holds no link: keyboard users reach it by its own focus. */}
      <Table.ScrollContainer
        minWidth={340}
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: "region", "aria-label": t("accounts.contracts.history") },
        }}
      >
        <Table verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("accounts.contracts.executedAt")}</Table.Th>
              <Table.Th>{t("accounts.contracts.executor")}</Table.Th>
              <Table.Th>{t("accounts.contracts.content")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(history.data?.items ?? []).map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {format.format(new Date(entry.executedAt))}
                </Table.Td>
                <Table.Td>{entry.executor}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} span>
                    {t(`accounts.contracts.actions.${entry.action}`)}
                  </Text>
                  {entry.detail ? (
                    <Text size="sm" c="dimmed" span>
                      {" "}
                      {describeHistoryDetail(entry, t, i18n.language)}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {history.data?.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("accounts.contracts.noHistory")}
        </Text>
      ) : null}
    </Card>
  );
}
