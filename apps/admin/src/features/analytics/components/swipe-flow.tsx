import { Box, Table, Text } from "@mantine/core";
import type { FlowResponse, PagesResponse } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { type FlowEdge, strokeWidth, topMoves } from "../lib/flow";
import { formatCount, formatRate } from "../lib/format";
import classes from "./analytics.module.css";
import { ScrollTable } from "./scroll-table";
import { SectionCard } from "./section-card";

const cellWidth = 84;
const cellHeight = 48;
const gap = 44;
const colours = { down: "#1b2a4e", up: "#768cba", across: "#e44a1c", jump: "#868e96" } as const;

const centre = (column: number, row: number) => ({
  x: column * (cellWidth + gap) + cellWidth / 2,
  y: row * (cellHeight + gap) + cellHeight / 2,
});

/**
 * An arrow from one page's box to another's. Moves of opposite directions between the same pages
 * run side by side (offset to their right), and a jump away from a neighbour bends, so none hides
 * another.
 */
function arrowPath(edge: FlowEdge): string {
  const from = centre(edge.from.columnIndex, edge.from.rowIndex);
  const to = centre(edge.to.columnIndex, edge.to.rowIndex);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  // Leave each box at its edge, where the arrow's line crosses it.
  const inset =
    Math.min(
      ux === 0 ? Number.POSITIVE_INFINITY : cellWidth / 2 / Math.abs(ux),
      uy === 0 ? Number.POSITIVE_INFINITY : cellHeight / 2 / Math.abs(uy),
    ) + 4;
  const offset = 7;
  const [nx, ny] = [-uy * offset, ux * offset];
  const start = { x: from.x + ux * inset + nx, y: from.y + uy * inset + ny };
  const end = { x: to.x - ux * (inset + 6) + nx, y: to.y - uy * (inset + 6) + ny };
  if (edge.direction !== "jump") return `M${start.x},${start.y} L${end.x},${end.y}`;
  const bend = 0.25 * length;
  const control = { x: (start.x + end.x) / 2 - uy * bend, y: (start.y + end.y) / 2 + ux * bend };
  return `M${start.x},${start.y} Q${control.x},${control.y} ${end.x},${end.y}`;
}

/** Which page visitors went to next, drawn over the site's grid, with the same moves as a table. */
export function SwipeFlow({ flow, pages }: { flow: FlowResponse; pages: PagesResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const edges = topMoves(flow, pages);
  const largest = edges[0]?.moves ?? 0;
  const width = pages.columns * (cellWidth + gap) - gap;
  const height = pages.rows * (cellHeight + gap) - gap;
  return (
    <SectionCard title={t("analysis.flow.title")} description={t("analysis.flow.description")}>
      {edges.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("analysis.flow.empty")}
        </Text>
      ) : (
        <>
          <Box className={classes.flowCanvas}>
            <svg
              viewBox={`-8 -8 ${width + 16} ${height + 16}`}
              width="100%"
              style={{ maxWidth: width + 16, maxHeight: 420 }}
              role="img"
              aria-label={t("analysis.flow.title")}
              data-testid="swipe-flow"
            >
              <defs>
                {/* One head per arrow, sized to its line: a shared marker would grow with the stroke. */}
                {edges.map((edge, index) => {
                  const size = Math.max(10, strokeWidth(edge.moves, largest) * 1.8);
                  return (
                    <marker
                      key={`${edge.from.pageId}-${edge.to.pageId}`}
                      id={`flow-arrow-${index}`}
                      viewBox="0 0 10 10"
                      refX="1"
                      refY="5"
                      markerUnits="userSpaceOnUse"
                      markerWidth={size}
                      markerHeight={size}
                      orient="auto"
                    >
                      <path d="M0,0 L10,5 L0,10 z" fill={colours[edge.direction]} />
                    </marker>
                  );
                })}
              </defs>
              {pages.pages.map((page) => {
                const { x, y } = centre(page.columnIndex, page.rowIndex);
                return (
                  <g key={page.pageId}>
                    <rect
                      x={x - cellWidth / 2}
                      y={y - cellHeight / 2}
                      width={cellWidth}
                      height={cellHeight}
                      rx={8}
                      fill="#f0f3f9"
                      stroke="#bcc8de"
                    />
                    <text x={x} y={y + 5} textAnchor="middle" fontSize="15" fontWeight="700" fill="#1b2a4e">
                      {page.position}
                    </text>
                  </g>
                );
              })}
              {edges.map((edge, index) => (
                <path
                  key={`${edge.from.pageId}-${edge.to.pageId}`}
                  d={arrowPath(edge)}
                  fill="none"
                  stroke={colours[edge.direction]}
                  strokeWidth={strokeWidth(edge.moves, largest)}
                  strokeOpacity={0.85}
                  strokeLinecap="round"
                  strokeDasharray={edge.direction === "jump" ? "6 5" : undefined}
                  markerEnd={`url(#flow-arrow-${index})`}
                />
              ))}
            </svg>
          </Box>
          <Box mt="md">
            <ScrollTable label={t("analysis.flow.title")} minWidth={420}>
              <Table fz="sm" verticalSpacing={6} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("analysis.flow.from")}</Table.Th>
                    <Table.Th>{t("analysis.flow.to")}</Table.Th>
                    <Table.Th>{t("analysis.flow.direction")}</Table.Th>
                    <Table.Th ta="right">{t("analysis.flow.moves")}</Table.Th>
                    <Table.Th ta="right">{t("analysis.flow.share")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {edges.map((edge) => (
                    <Table.Tr key={`${edge.from.pageId}-${edge.to.pageId}`}>
                      <Table.Td fw={600}>{edge.from.position}</Table.Td>
                      <Table.Td fw={600}>{edge.to.position}</Table.Td>
                      <Table.Td>
                        <Box
                          component="span"
                          className={classes.flowKey}
                          style={{ background: colours[edge.direction] }}
                        />
                        {t(`analysis.flow.directions.${edge.direction}`)}
                      </Table.Td>
                      <Table.Td ta="right">{formatCount(edge.moves, locale)}</Table.Td>
                      <Table.Td ta="right">{formatRate(edge.share, locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Box>
        </>
      )}
    </SectionCard>
  );
}
