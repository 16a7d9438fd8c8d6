import { Box, Group, Stack, Text } from "@mantine/core";
import {
  type BuilderCampaign,
  buttonRadius,
  campaignPanelSlots,
  isNudgeKey,
  isVideoUrl,
  moveBox,
  nudgeBox,
  nudgeSize,
  type Point,
  type Box as Rect,
  type ResizeHandle,
  resizeBox,
  sameBox,
} from "@mekuri/domain";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ResizeHandles } from "@/components/resize-handles";
import {
  type CampaignItem,
  type ItemList,
  itemBox,
  keepsRatio,
  panelSize,
  placement,
} from "./campaign-items";
import { LoopingVideo } from "./image-upload";

interface SurfaceProps {
  campaign: BuilderCampaign;
  /** The background picture of the language shown (backgrounds are per language). */
  backgroundUrl?: string;
  selected: string | null;
  readOnly: boolean;
  onSelect: (id: string) => void;
  /** A drag, a resize or a key press left the item at a new place or size. */
  onPlace: (list: ItemList, id: string, patch: Partial<CampaignItem>) => void;
}

interface Gesture {
  list: ItemList;
  id: string;
  /** Set while resizing by a handle; a move otherwise. */
  handle?: ResizeHandle;
  start: Point;
  box: Rect;
  lockRatio: boolean;
}

const colours: Record<ItemList, string> = { banners: "blue", buttons: "orange", links: "grape" };
const lists: ItemList[] = ["banners", "buttons", "links"];

/**
 * The side panels at their builder size (drawn 1:1) with the items on them. An item is dragged to
 * move it and resized by the handles of the selected one; arrow keys move the focused item (Shift:
 * 10 px, Alt: resize). Both go through the canvas geometry of the domain with the panel as the
 * container, which is admin.md §5 Campaign layout: sizes capped to the panel, the whole item inside.
 */
export function CampaignSurface({
  campaign,
  backgroundUrl,
  selected,
  readOnly,
  onSelect,
  onPlace,
}: SurfaceProps) {
  const { t } = useTranslation();
  const gesture = useRef<Gesture | null>(null);
  const [live, setLive] = useState<{ id: string; box: Rect } | null>(null);
  const slots = campaignPanelSlots(campaign.positionLp).filter((slot) => slot !== "middle") as (
    | "left"
    | "right"
  )[];
  const single = slots.length === 1;

  const start = (event: PointerEvent, list: ItemList, item: CampaignItem, handle?: ResizeHandle) => {
    onSelect(item.id);
    if (readOnly || event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    gesture.current = {
      list,
      id: item.id,
      handle,
      start: { x: event.clientX, y: event.clientY },
      box: itemBox(item),
      lockRatio: keepsRatio(item),
    };
  };

  /** Where the running gesture would leave its item; the same result is stored on release. */
  const result = (event: PointerEvent): Rect | null => {
    const current = gesture.current;
    if (!current) return null;
    const delta = { x: event.clientX - current.start.x, y: event.clientY - current.start.y };
    return current.handle
      ? resizeBox(current.box, current.handle, delta, panelSize, { lockRatio: current.lockRatio })
      : moveBox(current.box, delta, panelSize);
  };

  const move = (event: PointerEvent) => {
    const box = result(event);
    if (box && gesture.current) setLive({ id: gesture.current.id, box });
  };

  const end = (event: PointerEvent) => {
    const current = gesture.current;
    const box = result(event);
    gesture.current = null;
    setLive(null);
    if (current && box && !sameBox(box, current.box)) onPlace(current.list, current.id, placement(box));
  };

  const cancel = () => {
    gesture.current = null;
    setLive(null);
  };

  const key = (event: KeyboardEvent, list: ItemList, item: CampaignItem) => {
    if (event.key === "Enter") onSelect(item.id);
    if (readOnly || !isNudgeKey(event.key)) return;
    event.preventDefault();
    onSelect(item.id);
    const box = itemBox(item);
    const next = event.altKey
      ? nudgeSize(box, event.key, event.shiftKey, panelSize, { lockRatio: keepsRatio(item) })
      : nudgeBox(box, event.key, event.shiftKey, panelSize);
    if (!sameBox(next, box)) onPlace(list, item.id, placement(next));
  };

  return (
    <Stack gap={4}>
      <Group gap="md" align="flex-start" wrap="wrap">
        {slots.map((side) => {
          const items = lists.flatMap((list) =>
            (campaign[list] as CampaignItem[])
              .filter((item) => single || (item.position === "right" ? "right" : "left") === side)
              .map((item) => ({ list, item, box: live?.id === item.id ? live.box : itemBox(item) })),
          );
          // Drawn bottom first, equal orders in list order, as the viewer draws them.
          items.sort((a, b) => a.item.zIndex - b.item.zIndex);
          const chosen = items.find(({ item }) => item.id === selected);
          return (
            <Stack key={side} gap={4}>
              <Text size="xs" c="dimmed">
                {t(`sites.campaign.sides.${side}`)}
              </Text>
              {/* Not clipped, so the handles of an item at the panel's edge stay whole and grabbable. */}
              <Box
                pos="relative"
                w={panelSize.width}
                h={panelSize.height}
                onPointerMove={move}
                onPointerUp={end}
                onPointerCancel={cancel}
                style={{
                  boxSizing: "content-box",
                  border: "1px solid var(--mantine-color-gray-3)",
                  borderRadius: 8,
                  background: campaign.backgroundColor,
                  backgroundImage: backgroundUrl ? `url(${JSON.stringify(backgroundUrl)})` : undefined,
                  backgroundSize: "cover",
                  touchAction: "none",
                }}
              >
                {/* The items' own stacking order stays below the handles. */}
                <Box pos="absolute" inset={0} style={{ isolation: "isolate" }}>
                  {items.map(({ list, item, box }) => {
                    const media = itemMedia(item);
                    return (
                      <Box
                        key={item.id}
                        role="button"
                        tabIndex={0}
                        // The kind, then the words the item shows (label in name).
                        aria-label={[
                          t(`sites.campaign.itemKinds.${list}`),
                          !media && "buttonText" in item ? item.buttonText : "",
                        ]
                          .filter(Boolean)
                          .join(" ")}
                        aria-pressed={selected === item.id}
                        onClick={() => onSelect(item.id)}
                        onKeyDown={(event) => key(event, list, item)}
                        onPointerDown={(event) => start(event, list, item)}
                        pos="absolute"
                        left={box.left}
                        top={box.top}
                        w={box.width}
                        h={box.height}
                        style={{
                          zIndex: item.zIndex,
                          cursor: readOnly ? "default" : "move",
                          border: `2px ${selected === item.id ? "solid" : "dashed"} var(--mantine-color-${colours[list]}-6)`,
                          background: media?.video
                            ? "var(--mantine-color-dark-7)"
                            : media
                              ? `center / cover no-repeat url(${JSON.stringify(media.src)})`
                              : `color-mix(in srgb, var(--mantine-color-${colours[list]}-2) 70%, transparent)`,
                          borderRadius: "buttonShape" in item ? buttonRadius(item.buttonShape) : 4,
                          display: "grid",
                          placeItems: "center",
                          overflow: "hidden",
                          userSelect: "none",
                        }}
                      >
                        {media?.video ? (
                          // Under the pointer handlers of its item, so dragging the clip moves the item.
                          <LoopingVideo
                            src={media.src}
                            poster={media.poster}
                            style={{
                              position: "absolute",
                              inset: 0,
                              width: "100%",
                              height: "100%",
                              objectFit: "cover",
                              pointerEvents: "none",
                            }}
                          />
                        ) : media ? null : (
                          // Dark on white (orange 9 reads at 4:1): the campaign's own background, any colour or picture, shows around it.
                          <Text size="xs" fw={600} c="dark.8" bg="white" px={4} truncate>
                            {"buttonText" in item && item.buttonText
                              ? item.buttonText
                              : t(`sites.campaign.itemKinds.${list}`)}
                          </Text>
                        )}
                      </Box>
                    );
                  })}
                </Box>
                {chosen && !readOnly ? (
                  <ResizeHandles
                    box={chosen.box}
                    scale={1}
                    onStart={(event, handle) => start(event, chosen.list, chosen.item, handle)}
                  />
                ) : null}
              </Box>
            </Stack>
          );
        })}
      </Group>
      {readOnly ? null : (
        <Text size="xs" c="dimmed" maw={panelSize.width * 2}>
          {t("sites.campaign.surfaceHint")}
        </Text>
      )}
    </Stack>
  );
}

interface ItemMedia {
  src: string;
  video: boolean;
  poster?: string;
}

/**
 * What an item shows on the builder's panel, as the viewer decides it: a banner's file, a media
 * button's picture or video (its stored flag, else the file's extension) with the thumbnail as poster.
 */
function itemMedia(item: CampaignItem): ItemMedia | undefined {
  if ("mediaUrl" in item) {
    return item.mediaUrl ? { src: item.mediaUrl, video: isVideoUrl(item.mediaUrl) } : undefined;
  }
  if (!("buttonType" in item) || item.buttonType !== "MEDIA" || !item.buttonImageUrl) return undefined;
  if (item.isVideo || isVideoUrl(item.buttonImageUrl)) {
    return { src: item.buttonImageUrl, video: true, poster: item.thumbnailUrl || undefined };
  }
  return { src: item.buttonImageUrl, video: false };
}
