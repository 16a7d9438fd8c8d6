import { Box, Group, Stack, Text } from "@mantine/core";
import type { LpSummaryResponse } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { formatCount, formatRate } from "../lib/format";
import classes from "./analytics.module.css";
import { SectionCard } from "./section-card";

/** The funnel from entry to conversion (docs/decisions/040): one bar per step, as wide as its share. */
export function FunnelCard({ funnel }: { funnel: LpSummaryResponse["funnel"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SectionCard title={t("analysis.funnel.title")} description={t("analysis.funnel.description")} stretch>
      <Stack gap="md" component="ol" className={classes.plainList}>
        {funnel.map((step) => (
          <li key={step.step}>
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Text size="sm" fw={600}>
                {t(`analysis.funnel.${step.step}`)}
              </Text>
              <Text size="sm" fw={700} data-testid={`funnel-${step.step}`}>
                {formatCount(step.sessions, locale)}
              </Text>
            </Group>
            <Box className={classes.funnelTrack}>
              <Box
                className={classes.funnelBar}
                style={{ width: `${Math.max(step.ofEntered ?? 0, 0.005) * 100}%` }}
              />
            </Box>
            <Text size="xs" c="dimmed" mt={4}>
              {t("analysis.funnel.ofEntered", { rate: formatRate(step.ofEntered, locale) })}
              {step.ofPrevious === null
                ? null
                : ` · ${t("analysis.funnel.ofPrevious", { rate: formatRate(step.ofPrevious, locale) })}`}
            </Text>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
