import { Button, Card, Table, Text, Title } from "@mantine/core";
import { movementKinds, type RevenueData } from "@mekuri/domain";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { formatYenChange, monthLabel } from "../lib/format";
import { MovementAccountsPanel } from "./movement-accounts";
import { MovementChart } from "./movement-chart";

/**
 * Beyond the peers: each month's MRR movements (new, reactivation, expansion, contraction, churn)
 * as a chart and a table; a bar or a row opens the accounts behind that month.
 */
export function MovementsSection({ revenue }: { revenue: RevenueData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const [month, setMonth] = useState<string | null>(null);
  const rows = [...revenue.months].reverse();

  return (
    <Card component="section" aria-labelledby={titleId} padding="md">
      <Title order={2} fz="md" id={titleId}>
        {t("dashboard.movements.title")}
      </Title>
      <Text size="xs" c="gray.7" mt={2} mb="sm">
        {t("dashboard.movements.hint")}
      </Text>
      <MovementChart revenue={revenue} onMonth={setMonth} />
      {month ? (
        <Card withBorder mt="md" padding="sm">
          <MovementAccountsPanel key={month} month={month} onClose={() => setMonth(null)} />
        </Card>
      ) : null}
      <Table.ScrollContainer
        minWidth={720}
        mt="md"
        type="native"
        tabIndex={0}
        role="group"
        aria-label={t("dashboard.movements.title")}
      >
        <Table verticalSpacing={4} fz="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("dashboard.movements.month")}</Table.Th>
              {movementKinds.map((kind) => (
                <Table.Th key={kind} ta="right">
                  {t(`dashboard.movements.kinds.${kind}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t("dashboard.movements.net")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const net = movementKinds.reduce((total, kind) => total + row.movements[kind].amount, 0);
              return (
                <Table.Tr key={row.month} bg={row.month === month ? "ink.0" : undefined}>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setMonth(row.month)}
                      aria-label={t("dashboard.movements.show", { month: monthLabel(row.month) })}
                      aria-pressed={row.month === month}
                    >
                      {monthLabel(row.month)}
                    </Button>
                  </Table.Td>
                  {movementKinds.map((kind) => (
                    <Table.Td key={kind} ta="right" style={{ whiteSpace: "nowrap" }}>
                      {row.movements[kind].accounts > 0 ? (
                        <>
                          {formatYenChange(row.movements[kind].amount, locale)}
                          <Text span size="xs" c="gray.7" ml={4}>
                            ({row.movements[kind].accounts})
                          </Text>
                        </>
                      ) : (
                        <Text span c="gray.7">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: "nowrap" }}>
                    {formatYenChange(net, locale)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
