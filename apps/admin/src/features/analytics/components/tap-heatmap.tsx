import { Box, Center, Group, Loader, Select, Stack, Text } from "@mantine/core";
import type { PagesResponse, SiteDocument, TapsResponse } from "@mekuri/domain";
import { IconPhoto } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import simpleheat from "simpleheat";
import { useLocale } from "@/lib/i18n";
import { imageSrc } from "@/lib/image-src";
import { useTaps } from "../api/get-taps";
import type { AnalysisFilters } from "../api/keys";
import { formatCount } from "../lib/format";
import { heatPoints } from "../lib/heat-points";
import classes from "./analytics.module.css";
import { SectionCard } from "./section-card";

/** admin.md §9: the viewer's design page; taps are permille of the page box, drawn at this size. */
const boxWidth = 375;
const boxHeight = 739;

function HeatLayer({ taps }: { taps: TapsResponse }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    // Without a 2D context (a test DOM) there is nothing to draw on; the count still shows.
    if (!element?.getContext("2d")) return;
    const { points, max } = heatPoints(taps, boxWidth, boxHeight);
    simpleheat(element).data(points).max(max).radius(12, 12).draw(0.1);
  }, [taps]);
  return (
    <canvas ref={canvas} width={boxWidth} height={boxHeight} className={classes.heatCanvas} aria-hidden />
  );
}

interface TapHeatmapProps {
  siteId: string;
  filters: AnalysisFilters;
  pages: PagesResponse;
  site: SiteDocument | undefined;
  pageId: string | undefined;
  onSelect: (pageId: string) => void;
}

/** Where visitors tapped on one page, drawn over the page's creative as the viewer shows it. */
export function TapHeatmap({ siteId, filters, pages, site, pageId, onSelect }: TapHeatmapProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const taps = useTaps(siteId, filters, pageId);
  const page = pages.pages.find((item) => item.pageId === pageId);
  const creative = site?.pages.find((item) => item.id === pageId);
  const image = creative?.media?.image ?? creative?.media?.poster ?? creative?.thumbnail;
  const src = imageSrc(image, 800);
  return (
    <SectionCard
      title={t("analysis.heatmap.title")}
      description={t("analysis.heatmap.description")}
      actions={
        <Select
          size="xs"
          label={t("analysis.heatmap.page")}
          data={pages.pages.map((item) => ({
            value: item.pageId,
            label: item.title ? `${item.position} ${item.title}` : item.position,
          }))}
          value={pageId ?? null}
          onChange={(value) => value && onSelect(value)}
          allowDeselect={false}
          w={200}
        />
      }
    >
      <Stack align="center" gap="sm">
        <Box className={classes.heatBox} data-testid="tap-heatmap">
          {src ? (
            <img src={src} alt={t("analysis.heatmap.alt", { position: page?.position ?? "" })} />
          ) : (
            <Center h="100%" c="dimmed">
              <Stack align="center" gap={4}>
                <IconPhoto size={32} stroke={1.4} aria-hidden />
                <Text size="xs">{t("analysis.heatmap.noImage")}</Text>
              </Stack>
            </Center>
          )}
          {taps.data ? <HeatLayer taps={taps.data} /> : null}
          {taps.isFetching ? (
            <Center className={classes.heatLoading}>
              <Loader size="sm" color="white" />
            </Center>
          ) : null}
        </Box>
        <Group gap="xs">
          {taps.data && taps.data.total === 0 ? (
            <Text size="sm" c="dimmed">
              {t("analysis.heatmap.noTaps")}
            </Text>
          ) : (
            <Text size="sm" fw={600} data-testid="tap-total">
              {t("analysis.heatmap.taps", { value: formatCount(taps.data?.total ?? 0, locale) })}
            </Text>
          )}
        </Group>
      </Stack>
    </SectionCard>
  );
}
