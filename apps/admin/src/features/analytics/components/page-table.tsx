import { Group, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import type { PagesResponse } from "@mekuri/domain";
import { IconArrowDown, IconArrowUp, IconSelector } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { useDurationTexts } from "../hooks/use-duration-texts";
import { formatCount, formatDuration, formatRate } from "../lib/format";
import { type PageSortKey, pageRows, sortPageRows } from "../lib/page-rows";
import classes from "./analytics.module.css";
import { ScrollTable } from "./scroll-table";
import { SectionCard } from "./section-card";

const columns = [
  { key: "visitors", label: "reached" },
  { key: "reach", label: "reachRate" },
  { key: "exitRate", label: "exitRate" },
  { key: "dwellMedianMs", label: "dwellMedian" },
  { key: "dwellP90Ms", label: "dwellP90" },
  { key: "clicks", label: "clicks" },
  { key: "conversions", label: "conversions" },
] as const satisfies readonly { key: PageSortKey; label: string }[];

/** Every page of the grid with its reach, exits, dwell median and p90, clicks and conversions. */
export function PageTable({ pages, sessions }: { pages: PagesResponse; sessions: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const durations = useDurationTexts();
  const [sort, setSort] = useState<{ key: PageSortKey; descending: boolean }>({
    key: "position",
    descending: false,
  });
  const rows = sortPageRows(pageRows(pages.pages, sessions), sort.key, sort.descending);
  const sortBy = (key: PageSortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, descending: !current.descending }
        : { key, descending: key !== "position" },
    );

  const header = (key: PageSortKey, label: string, align: "left" | "right") => {
    const active = sort.key === key;
    const Icon = !active ? IconSelector : sort.descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th
        key={key}
        ta={align}
        aria-sort={active ? (sort.descending ? "descending" : "ascending") : undefined}
      >
        <UnstyledButton
          onClick={() => sortBy(key)}
          className={classes.sortButton}
          aria-label={t("analysis.pages.sortBy", { column: label })}
        >
          <Group gap={4} wrap="nowrap" justify={align === "right" ? "flex-end" : "flex-start"}>
            <span>{label}</span>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <SectionCard title={t("analysis.pages.title")}>
      <ScrollTable label={t("analysis.pages.title")} minWidth={860}>
        <Table striped highlightOnHover fz="sm" verticalSpacing={8} data-testid="page-table">
          <Table.Thead>
            <Table.Tr>
              {header("position", t("analysis.pages.position"), "left")}
              <Table.Th>{t("analysis.pages.page")}</Table.Th>
              {columns.map((column) => header(column.key, t(`analysis.pages.${column.label}`), "right"))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.pageId}>
                <Table.Td fw={700}>{row.position}</Table.Td>
                <Table.Td maw={260}>
                  <Stack gap={0}>
                    <Text size="sm" truncate="end">
                      {row.title || t("analysis.pages.untitled")}
                    </Text>
                    {row.category ? (
                      <Text size="xs" c="dimmed" truncate="end">
                        {row.category}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">{formatCount(row.visitors, locale)}</Table.Td>
                <Table.Td ta="right">{formatRate(row.reach, locale)}</Table.Td>
                <Table.Td ta="right">{formatRate(row.exitRate, locale)}</Table.Td>
                <Table.Td ta="right">{formatDuration(row.dwellMedianMs, durations)}</Table.Td>
                <Table.Td ta="right">{formatDuration(row.dwellP90Ms, durations)}</Table.Td>
                <Table.Td ta="right">{formatCount(row.clicks, locale)}</Table.Td>
                <Table.Td ta="right">{formatCount(row.conversions, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </SectionCard>
  );
}
