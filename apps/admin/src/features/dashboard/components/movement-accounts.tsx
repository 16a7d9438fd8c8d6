import { Badge, CloseButton, Group, Loader, SegmentedControl, Table, Text, Title } from "@mantine/core";
import { type MovementKind, movementKinds } from "@mekuri/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { useMovementAccounts } from "../api/get-movement-accounts";
import { formatYen, formatYenChange, monthLabel } from "../lib/format";
import { InlineLoadFailed } from "./inline-load-failed";

/** Dark enough for white text on every row. */
const badgeColour: Record<MovementKind, string> = {
  new: "teal.9",
  reactivation: "cyan.9",
  expansion: "ink.6",
  contraction: "grape.8",
  churn: "coral.9",
};

/** The accounts behind one month's movements, largest change first, filtered by kind. */
export function MovementAccountsPanel({ month, onClose }: { month: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const [kind, setKind] = useState<"all" | MovementKind>("all");
  const query = useMovementAccounts(month);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The panel opens below the chart: bring it into view and put the reader on its title.
    heading.current?.scrollIntoView({ block: "nearest" });
    heading.current?.focus();
  }, []);

  const items = (query.data?.items ?? []).filter((item) => kind === "all" || item.kind === kind);
  const plan = (from: string | null, to: string | null) =>
    from === to ? (to ?? "—") : `${from ?? "—"} → ${to ?? "—"}`;

  return (
    <section aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={3} fz="md" id={titleId} ref={heading} tabIndex={-1}>
          {t("dashboard.movements.accountsTitle", { month: monthLabel(month) })}
        </Title>
        <CloseButton onClick={onClose} aria-label={t("common.close")} />
      </Group>
      <SegmentedControl
        size="xs"
        mb="sm"
        value={kind}
        onChange={(value) => setKind(value as typeof kind)}
        data={[
          { value: "all", label: t("dashboard.movements.all") },
          ...movementKinds.map((value) => ({ value, label: t(`dashboard.movements.kinds.${value}`) })),
        ]}
        style={{ maxWidth: "100%", overflowX: "auto" }}
      />
      {query.isPending ? (
        <Loader size="sm" aria-label={t("common.loading")} />
      ) : query.isError ? (
        <InlineLoadFailed onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t("dashboard.movements.none")}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={560}
          type="native"
          tabIndex={0}
          role="group"
          aria-label={t("dashboard.movements.accountsTitle", { month: monthLabel(month) })}
        >
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("dashboard.movements.company")}</Table.Th>
                <Table.Th>{t("dashboard.movements.kind")}</Table.Th>
                <Table.Th>{t("dashboard.movements.plan")}</Table.Th>
                <Table.Th ta="right">{t("dashboard.movements.change")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.accountId}>
                  <Table.Td fw={600} miw={140}>
                    {item.companyName}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Badge variant="filled" color={badgeColour[item.kind]}>
                      {t(`dashboard.movements.kinds.${item.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{plan(item.fromPlan, item.toPlan)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    <Text span fw={600} size="sm" c={item.change < 0 ? "coral.8" : "teal.9"}>
                      {formatYenChange(item.change, locale)}
                    </Text>
                    <Text span size="xs" c="gray.7" ml={6}>
                      ({formatYen(item.from, locale)} → {formatYen(item.to, locale)})
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
