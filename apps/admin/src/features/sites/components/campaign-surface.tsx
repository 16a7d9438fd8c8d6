import { Box, Group, Stack, Text } from "@mantine/core";
import {
  type BuilderCampaign,
  campaignPanelSlots,
  clampToContainer,
  layoutInContainer,
} from "@mekuri/domain";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { type CampaignItem, type ItemList, panelSize } from "./campaign-items";

interface SurfaceProps {
  campaign: BuilderCampaign;
  selected: string | null;
  readOnly: boolean;
  onSelect: (id: string) => void;
  onMove: (list: ItemList, id: string, patch: Partial<CampaignItem>) => void;
}

/** An item's place in the builder panel, while it is dragged. */
type Box4 = { left: number; top: number; width: number; height: number };

const colours: Record<ItemList, string> = { banners: "blue", buttons: "orange", links: "grape" };

/**
 * The side panels at their builder size with the items on them; an item is dragged with the pointer
 * and kept inside its panel (admin.md §5 Campaign layout).
 */
export function CampaignSurface({ campaign, selected, readOnly, onSelect, onMove }: SurfaceProps) {
  const { t } = useTranslation();
  const drag = useRef<{ id: string; startX: number; startY: number; box: Box4 } | null>(null);
  const slots = campaignPanelSlots(campaign.positionLp).filter((slot) => slot !== "middle") as (
    | "left"
    | "right"
  )[];
  const single = slots.length === 1;
  const lists: ItemList[] = ["banners", "buttons", "links"];

  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      {slots.map((side) => (
        <Stack key={side} gap={4}>
          <Text size="xs" c="dimmed">
            {t(`sites.campaign.sides.${side}`)}
          </Text>
          <Box
            pos="relative"
            w={panelSize.width}
            h={panelSize.height}
            style={{
              border: "1px solid var(--mantine-color-gray-3)",
              borderRadius: 8,
              overflow: "hidden",
              background: campaign.backgroundColor,
              backgroundImage: campaign.backgroundUrl
                ? `url(${JSON.stringify(campaign.backgroundUrl)})`
                : undefined,
              backgroundSize: "cover",
              touchAction: "none",
            }}
          >
            {lists.flatMap((list) =>
              (campaign[list] as CampaignItem[])
                .filter((item) => single || (item.position === "right" ? "right" : "left") === side)
                .map((item) => {
                  // Items keep the panel size they were placed in; draw them scaled to this panel.
                  const box = layoutInContainer(
                    {
                      left: item.x,
                      top: item.y,
                      width: item.width,
                      height: item.height,
                      parentWidth: item.parentWidth,
                      parentHeight: item.parentHeight,
                      lockRatio:
                        "lockRatio" in item
                          ? item.lockRatio
                          : "lockAspectRatio" in item
                            ? item.lockAspectRatio
                            : false,
                    },
                    panelSize,
                  );
                  const media = "mediaUrl" in item && item.mediaUrl ? item.mediaUrl : undefined;
                  return (
                    <Box
                      key={item.id}
                      role="button"
                      tabIndex={0}
                      aria-label={t(`sites.campaign.itemKinds.${list}`)}
                      aria-pressed={selected === item.id}
                      onClick={() => onSelect(item.id)}
                      onKeyDown={(event) => event.key === "Enter" && onSelect(item.id)}
                      onPointerDown={(event) => {
                        onSelect(item.id);
                        if (readOnly) return;
                        event.currentTarget.setPointerCapture(event.pointerId);
                        drag.current = { id: item.id, startX: event.clientX, startY: event.clientY, box };
                      }}
                      onPointerMove={(event) => {
                        const state = drag.current;
                        if (!state || state.id !== item.id) return;
                        const moved = clampToContainer(
                          {
                            ...state.box,
                            left: state.box.left + event.clientX - state.startX,
                            top: state.box.top + event.clientY - state.startY,
                          },
                          panelSize,
                        );
                        onMove(list, item.id, {
                          x: Math.round(moved.left),
                          y: Math.round(moved.top),
                          width: Math.round(moved.width),
                          height: Math.round(moved.height),
                          parentWidth: panelSize.width,
                          parentHeight: panelSize.height,
                        });
                      }}
                      onPointerUp={() => {
                        drag.current = null;
                      }}
                      pos="absolute"
                      left={box.left}
                      top={box.top}
                      w={box.width}
                      h={box.height}
                      style={{
                        zIndex: item.zIndex,
                        cursor: readOnly ? "default" : "move",
                        border: `2px ${selected === item.id ? "solid" : "dashed"} var(--mantine-color-${colours[list]}-6)`,
                        background: media
                          ? `center / cover no-repeat url(${JSON.stringify(media)})`
                          : `color-mix(in srgb, var(--mantine-color-${colours[list]}-2) 70%, transparent)`,
                        borderRadius: 4,
                        display: "grid",
                        placeItems: "center",
                        overflow: "hidden",
                        userSelect: "none",
                      }}
                    >
                      {media ? null : (
                        <Text size="xs" fw={600} c={`${colours[list]}.9`} truncate>
                          {"buttonText" in item && item.buttonText
                            ? item.buttonText
                            : t(`sites.campaign.itemKinds.${list}`)}
                        </Text>
                      )}
                    </Box>
                  );
                }),
            )}
          </Box>
        </Stack>
      ))}
    </Group>
  );
}
