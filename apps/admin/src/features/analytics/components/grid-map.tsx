import {
  Box,
  Group,
  ScrollArea,
  SegmentedControl,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { columnLetters, type PagesResponse } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { formatRate } from "../lib/format";
import { cellColours, type GridMetric, gridCells } from "../lib/grid-map";
import classes from "./analytics.module.css";
import { SectionCard } from "./section-card";

interface GridMapProps {
  pages: PagesResponse;
  sessions: number;
  selectedPageId: string | undefined;
  onSelect: (pageId: string) => void;
}

/**
 * The site's grid as visitors swipe it (categories across, pages down), each page shaded by its
 * reach or exit rate. Choosing a cell shows its tap heatmap.
 */
export function GridMap({ pages, sessions, selectedPageId, onSelect }: GridMapProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [metric, setMetric] = useState<GridMetric>("reach");
  const rows = gridCells(pages, sessions, metric);
  const low = cellColours(0, metric).background;
  const high = cellColours(1, metric).background;
  return (
    <SectionCard
      title={t("analysis.grid.title")}
      description={t("analysis.grid.description")}
      actions={
        <SegmentedControl
          size="xs"
          aria-label={t("analysis.grid.metric")}
          value={metric}
          onChange={(value) => setMetric(value as GridMetric)}
          data={[
            { value: "reach", label: t("analysis.grid.reach") },
            { value: "exitRate", label: t("analysis.grid.exitRate") },
          ]}
        />
      }
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Box
          className={classes.gridMap}
          style={{ gridTemplateColumns: `28px repeat(${pages.columns}, minmax(72px, 1fr))` }}
          data-testid="grid-map"
        >
          <span />
          {pages.categories.map((category) => (
            <Text key={category.columnIndex} size="xs" fw={600} ta="center" truncate="end" c="dimmed">
              {category.name || columnLetters(category.columnIndex)}
            </Text>
          ))}
          {rows.map((row) => (
            <Box key={`row-${row[0]?.rowIndex}`} style={{ display: "contents" }}>
              <Text size="xs" c="dimmed" ta="center" className={classes.gridRowLabel}>
                {(row[0]?.rowIndex ?? 0) + 1}
              </Text>
              {row.map((cell) => {
                if (!cell.page) {
                  return (
                    <Box key={cell.columnIndex} className={classes.gridEmpty}>
                      <Text size="xs" c="dimmed">
                        {t("analysis.grid.empty")}
                      </Text>
                    </Box>
                  );
                }
                const { background, text } = cellColours(cell.intensity, metric);
                const value = metric === "reach" ? cell.reach : cell.exitRate;
                const selected = cell.page.pageId === selectedPageId;
                return (
                  <UnstyledButton
                    key={cell.columnIndex}
                    className={classes.gridCell}
                    data-selected={selected || undefined}
                    style={{ background, color: text }}
                    onClick={() => onSelect(cell.page!.pageId)}
                    aria-pressed={selected}
                  >
                    <span className={classes.gridPosition}>{cell.page.position}</span>{" "}
                    <span className={classes.gridValue}>{formatRate(value, locale)}</span>{" "}
                    {/* The name starts with what the cell shows and adds both rates for a screen reader. */}
                    <VisuallyHidden>
                      {t("analysis.grid.cell", {
                        reach: formatRate(cell.reach, locale),
                        exit: formatRate(cell.exitRate, locale),
                      })}
                    </VisuallyHidden>
                  </UnstyledButton>
                );
              })}
            </Box>
          ))}
        </Box>
      </ScrollArea>
      <Group gap="xs" mt="sm" justify="flex-end" aria-hidden>
        <Text size="xs" c="dimmed">
          {t("analysis.grid.low")}
        </Text>
        <Box className={classes.legend} style={{ background: `linear-gradient(90deg, ${low}, ${high})` }} />
        <Text size="xs" c="dimmed">
          {t("analysis.grid.high")}
        </Text>
      </Group>
    </SectionCard>
  );
}
