import { Alert, Badge, Loader, Table, Tabs, Text } from "@mantine/core";
import { type MessageKey, messageRef, minPagesForRanking, type RankingEntry } from "@mekuri/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { useRanking } from "../api/get-ranking";
import type { AnalysisFilters } from "../api/keys";
import { formatCount } from "../lib/format";
import { InlineError } from "./inline-error";
import { ScrollTable } from "./scroll-table";
import { SectionCard } from "./section-card";

const lists = ["conversions", "ctas", "popups"] as const;

function RankingTable({ entries, measure }: { entries: RankingEntry[]; measure: "clicks" | "conversions" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t("analysis.rankings.empty")}
      </Text>
    );
  }
  return (
    <ScrollTable label={t("analysis.rankings.title")} minWidth={520}>
      <Table fz="sm" verticalSpacing={8} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t("analysis.rankings.rank")}</Table.Th>
            <Table.Th>{t("analysis.rankings.name")}</Table.Th>
            <Table.Th>{t("analysis.rankings.kind")}</Table.Th>
            <Table.Th>{t("analysis.rankings.page")}</Table.Th>
            <Table.Th ta="right">{t("analysis.rankings.clicks")}</Table.Th>
            <Table.Th ta="right">{t("analysis.rankings.conversions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={`${entry.kind}-${entry.id}`}>
              <Table.Td fw={700}>{index + 1}</Table.Td>
              <Table.Td>{entry.label}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="ink" size="sm">
                  {localizeMessage(`analytics.kind.${entry.kind}` as MessageKey, locale)}
                </Badge>
              </Table.Td>
              <Table.Td>{entry.position ?? "–"}</Table.Td>
              <Table.Td ta="right" fw={measure === "clicks" ? 700 : undefined}>
                {formatCount(entry.clicks, locale)}
              </Table.Td>
              <Table.Td ta="right" fw={measure === "conversions" ? 700 : undefined}>
                {formatCount(entry.conversions, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * CV, CTA and popup rankings. admin.md §9: they need a site of at least 10 pages; for a smaller
 * site the server's message says so in place of the tables.
 */
export function RankingsCard({
  siteId,
  filters,
  pageCount,
}: {
  siteId: string;
  filters: AnalysisFilters;
  pageCount: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ranking = useRanking(siteId, filters);
  // The server refuses a site under 10 pages; its message is shared, so it follows the UI language.
  const tooFewPages =
    isApiError(ranking.error) && ranking.error.status === 400
      ? localizeMessage(messageRef("analytics.rankingNeedsPages", { min: minPagesForRanking }), locale)
      : null;
  return (
    <SectionCard title={t("analysis.rankings.title")}>
      {tooFewPages ? (
        <Alert variant="light" color="ink" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          <Text size="sm" fw={600}>
            {tooFewPages}
          </Text>
          <Text size="sm" mt={4}>
            {t("analysis.rankings.pageCount", { count: pageCount })}
          </Text>
        </Alert>
      ) : ranking.error ? (
        <InlineError onRetry={() => void ranking.refetch()} />
      ) : !ranking.data ? (
        <Loader size="sm" />
      ) : (
        <Tabs defaultValue="conversions" keepMounted={false}>
          <Tabs.List mb="sm">
            {lists.map((list) => (
              <Tabs.Tab key={list} value={list}>
                {localizeMessage(`analytics.ranking.${list}`, locale)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {lists.map((list) => (
            <Tabs.Panel key={list} value={list}>
              <RankingTable
                entries={ranking.data[list]}
                measure={list === "conversions" ? "conversions" : "clicks"}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </SectionCard>
  );
}
