import { Card, Group, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import type { RegistrationData } from "@mekuri/domain";
import {
  IconBuildingStore,
  IconChartLine,
  IconCoinYen,
  IconLayoutGrid,
  IconReceipt,
} from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { formatHundredMillionYen, formatNumber, formatYen, monthLabel, tenThousandYen } from "../lib/format";

function FigureCard(props: {
  label: string;
  value: string;
  unit?: string;
  note: ReactNode;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}) {
  const Icon = props.icon;
  return (
    <Card component="section" aria-label={props.label} padding="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="gray.7" fw={600}>
          {props.label}
        </Text>
        <ThemeIcon variant="light" color="ink" radius="md" aria-hidden>
          <Icon size={18} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Group gap={6} align="baseline" mt={6} wrap="nowrap">
        <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.1} data-figure>
          {props.value}
        </Text>
        {props.unit ? (
          <Text size="sm" c="gray.7">
            {props.unit}
          </Text>
        ) : null}
      </Group>
      <Text size="xs" c="gray.7" mt={6}>
        {props.note}
      </Text>
    </Card>
  );
}

/** The five cards of admin.md §2: sites created, companies introduced, MRR, ARR, paid plans. */
export function SummaryCards({ data }: { data: RegistrationData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const atEnd = t("dashboard.cards.atEnd", { month: monthLabel(data.range.endMonth) });
  return (
    <SimpleGrid cols={{ base: 2, lg: 5 }} spacing={{ base: "xs", sm: "md" }}>
      <FigureCard
        label={t("dashboard.cards.sitesCreated")}
        value={formatNumber(data.sitesCreated, locale)}
        note={t("dashboard.cards.inRange")}
        icon={IconLayoutGrid}
      />
      <FigureCard
        label={t("dashboard.cards.companiesIntroduced")}
        value={formatNumber(data.companiesIntroduced, locale)}
        note={`${t("dashboard.cards.inRange")} · ${t("dashboard.cards.companiesContracted", { count: data.companiesContracted })}`}
        icon={IconBuildingStore}
      />
      <FigureCard
        label={t("dashboard.cards.mrr")}
        value={formatNumber(tenThousandYen(data.mrr), locale, 1)}
        unit={t("dashboard.cards.tenThousandYen")}
        note={`${atEnd} · ${t("dashboard.cards.exactYen", { amount: formatYen(data.mrr, locale) })}`}
        icon={IconCoinYen}
      />
      <FigureCard
        label={t("dashboard.cards.arr")}
        value={formatHundredMillionYen(data.arr, locale)}
        unit={t("dashboard.cards.hundredMillionYen")}
        note={`${atEnd} · ${t("dashboard.cards.exactYen", { amount: formatYen(data.arr, locale) })}`}
        icon={IconChartLine}
      />
      <FigureCard
        label={t("dashboard.cards.paidPlans")}
        value={formatNumber(data.paidPlans, locale)}
        note={atEnd}
        icon={IconReceipt}
      />
    </SimpleGrid>
  );
}
