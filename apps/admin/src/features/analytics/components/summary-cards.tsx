import { Card, Group, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import type { LpFigures } from "@mekuri/domain";
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { useDurationTexts } from "../hooks/use-duration-texts";
import { formatCount, formatDuration, formatRate, trendOf } from "../lib/format";

type Metric =
  | "sessions"
  | "pageViews"
  | "pagesPerSession"
  | "conversionRate"
  | "conversions"
  | "medianDwellMs";
const metrics: Metric[] = [
  "sessions",
  "pageViews",
  "pagesPerSession",
  "conversionRate",
  "conversions",
  "medianDwellMs",
];
const labelKey = {
  sessions: "sessions",
  pageViews: "pageViews",
  pagesPerSession: "pagesPerSession",
  conversionRate: "conversionRate",
  conversions: "conversions",
  medianDwellMs: "medianDwell",
} as const;

/** The LP summary of the period, each figure beside its change from the previous period. */
export function SummaryCards({ current, previous }: { current: LpFigures; previous: LpFigures }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const durations = useDurationTexts();
  const show = (metric: Metric, figures: LpFigures) => {
    const value = figures[metric];
    if (metric === "conversionRate") return formatRate(value, locale);
    if (metric === "medianDwellMs") return formatDuration(value, durations);
    if (value === null) return "–";
    return metric === "pagesPerSession"
      ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
      : formatCount(value, locale);
  };
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
      {metrics.map((metric) => {
        const { trend, change } = trendOf(current[metric], previous[metric]);
        const changeText = change === null ? "" : formatRate(change, locale);
        const Icon = trend === "up" ? IconArrowUpRight : trend === "down" ? IconArrowDownRight : IconMinus;
        const trendText =
          trend === "none"
            ? t("analysis.cards.noPrevious")
            : trend === "flat"
              ? t("analysis.cards.flat")
              : t(`analysis.cards.${trend}`, { value: changeText });
        return (
          <Card key={metric} padding="md" data-metric={metric}>
            <Text size="xs" c="dimmed" fw={600}>
              {t(`analysis.cards.${labelKey[metric]}`)}
            </Text>
            <Text fz={{ base: 22, sm: 26 }} fw={700} mt={4} lh={1.2} data-testid={`figure-${metric}`}>
              {show(metric, current)}
            </Text>
            <Group gap={4} mt={6} wrap="nowrap" align="center">
              {trend === "none" ? null : (
                <ThemeIcon
                  size={18}
                  radius="xl"
                  variant="light"
                  color={trend === "up" ? "teal" : trend === "down" ? "red" : "gray"}
                  aria-hidden
                >
                  <Icon size={12} />
                </ThemeIcon>
              )}
              <Text size="xs" c={trend === "up" ? "teal.9" : trend === "down" ? "red.9" : "dimmed"} lh={1.3}>
                {trendText}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mt={2}>
              {t("analysis.cards.previous", { value: show(metric, previous) })}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
