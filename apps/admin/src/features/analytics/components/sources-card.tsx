import { Box, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { type LpSummaryResponse, ratio } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { formatCount, formatRate } from "../lib/format";
import { ScrollTable } from "./scroll-table";
import { SectionCard } from "./section-card";

const deviceColours: Record<string, string> = {
  phone: "ink.8",
  tablet: "ink.5",
  desktop: "coral.6",
  unknown: "gray.5",
};

/** Where visits came from (utm_source, else the referrer's host, else direct) and on which devices. */
export function SourcesCard({ summary }: { summary: LpSummaryResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const total = summary.current.sessions;
  const sourceName = (source: string) =>
    source === "direct" || source === "unknown" ? t(`analysis.sources.${source}`) : source;
  const devices = [...summary.devices].sort((a, b) => b.sessions - a.sessions);
  return (
    <SectionCard title={t("analysis.sources.title")}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ScrollTable label={t("analysis.sources.title")} minWidth={260}>
          <Table verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("analysis.sources.title")}</Table.Th>
                <Table.Th ta="right">{t("analysis.sources.sessions")}</Table.Th>
                <Table.Th ta="right">{t("analysis.sources.cvr")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.sources.slice(0, 8).map((source) => (
                <Table.Tr key={source.source}>
                  <Table.Td>
                    <Text size="sm" truncate="end" maw={180}>
                      {sourceName(source.source)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(source.sessions, locale)}</Table.Td>
                  <Table.Td ta="right">
                    {formatRate(ratio(source.convertedSessions, source.sessions), locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <Box>
          <Title order={3} fz="sm" mb="sm">
            {t("analysis.deviceShare")}
          </Title>
          <Progress.Root size={14} radius="xl" aria-hidden>
            {devices.map((device) => (
              <Progress.Section
                key={device.device}
                value={(ratio(device.sessions, total) ?? 0) * 100}
                color={deviceColours[device.device] ?? "gray.5"}
              />
            ))}
          </Progress.Root>
          <Stack gap={6} mt="md">
            {devices.map((device) => (
              <Group key={device.device} justify="space-between" gap="xs">
                <Group gap={8}>
                  <Box
                    w={10}
                    h={10}
                    bg={deviceColours[device.device] ?? "gray.5"}
                    style={{ borderRadius: 3 }}
                    aria-hidden
                  />
                  <Text size="sm">
                    {t(`analysis.devices.${device.device as "phone" | "tablet" | "desktop" | "unknown"}`, {
                      defaultValue: device.device,
                    })}
                  </Text>
                </Group>
                <Text size="sm" fw={600}>
                  {formatCount(device.sessions, locale)} ({formatRate(ratio(device.sessions, total), locale)})
                </Text>
              </Group>
            ))}
          </Stack>
        </Box>
      </SimpleGrid>
    </SectionCard>
  );
}
