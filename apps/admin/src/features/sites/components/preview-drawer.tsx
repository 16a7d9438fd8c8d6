import { Box, Button, Center, Drawer, Group, Loader, Stack, Text } from "@mantine/core";
import { useElementSize, useMediaQuery } from "@mantine/hooks";
import { IconExternalLink, IconRefresh, IconShare } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/features/shell";
import { type PreviewTarget, usePreviewUrl } from "../api/get-preview-url";
import { SharePreviewModal } from "./share-preview-modal";

/** admin.md §9: the preview frame is 389 × 737 (the design space is 375 × 739). */
export const previewFrame = { width: 389, height: 737 } as const;
/** The phone's bezel around the frame, on each side. */
const bezel = 12;
const drawerWidth = 460;

/**
 * How much the phone is shrunk to fit the width it is given: never enlarged, and drawn at full size
 * until that width is known.
 */
export function previewFrameScale(available: number): number {
  if (available <= 0) return 1;
  return Math.min(1, available / (previewFrame.width + 2 * bezel));
}

interface PreviewDrawerProps {
  target: PreviewTarget | null;
  /** Changes when a new draft is saved, to load the preview again. */
  version?: string;
  onClose: () => void;
}

/**
 * The draft through the real viewer, in a phone frame. The iframe is on the site's own origin (never
 * the console's), so the site's scripts cannot reach the console's session.
 */
export function PreviewDrawer({ target, version, onClose }: PreviewDrawerProps) {
  const { t } = useTranslation();
  const preview = usePreviewUrl(target, version);
  const [reloads, setReloads] = useState(0);
  const [sharing, setSharing] = useState(false);
  const canShare = useCurrentUser().permissions.includes("sites:edit");
  const url = preview.data;
  // Below the small breakpoint a 460 px drawer would be wider than the phone showing it.
  const narrow = useMediaQuery("(max-width: 47.99em)");
  const room = useElementSize();
  const scale = previewFrameScale(room.width);
  const close = () => {
    setSharing(false);
    onClose();
  };

  return (
    <Drawer
      opened={target !== null}
      onClose={close}
      // Every open dialog hears Escape: the share modal above it closes alone.
      closeOnEscape={!sharing}
      position="right"
      size={narrow ? "100%" : drawerWidth}
      title={t("sites.preview.title")}
      styles={{ body: { paddingInline: 16 } }}
    >
      <Stack gap="sm" align="center">
        <Group gap="xs" justify="center">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => setReloads((n) => n + 1)}
            disabled={!url}
          >
            {t("sites.preview.reload")}
          </Button>
          <Button
            size="xs"
            variant="default"
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={14} aria-hidden />}
            disabled={!url}
          >
            {t("sites.preview.openTab")}
          </Button>
          {canShare ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconShare size={14} aria-hidden />}
              onClick={() => setSharing(true)}
              onPointerEnter={SharePreviewModal.prefetch}
              onFocus={SharePreviewModal.prefetch}
            >
              {t("previewShare.action")}
            </Button>
          ) : null}
        </Group>
        {/* Inside, the frame keeps its 389 × 737 CSS pixels; only its drawing is scaled. */}
        <Box ref={room.ref} w="100%">
          <Box
            mx="auto"
            w={(previewFrame.width + 2 * bezel) * scale}
            h={(previewFrame.height + 2 * bezel) * scale}
          >
            <Box
              w={previewFrame.width + 2 * bezel}
              p={bezel}
              style={{
                borderRadius: 40,
                background: "#1d1d1f",
                boxShadow: "0 12px 32px rgba(0,0,0,.25)",
                transform: scale < 1 ? `scale(${scale})` : undefined,
                transformOrigin: "top left",
              }}
            >
              <Box
                w={previewFrame.width}
                h={previewFrame.height}
                style={{ borderRadius: 28, overflow: "hidden", background: "#fff" }}
              >
                {preview.isPending ? (
                  <Center h="100%">
                    <Loader />
                  </Center>
                ) : preview.isError || !url ? (
                  <Center h="100%" p="md">
                    <Stack align="center" gap="sm">
                      <Text size="sm" c="dimmed" ta="center">
                        {t("sites.preview.failed")}
                      </Text>
                      <Button size="xs" onClick={() => preview.refetch()}>
                        {t("common.retry")}
                      </Button>
                    </Stack>
                  </Center>
                ) : (
                  <iframe
                    key={reloads}
                    title={t("sites.preview.frameTitle")}
                    src={url}
                    width={previewFrame.width}
                    height={previewFrame.height}
                    sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
                    referrerPolicy="no-referrer"
                    style={{ border: 0, display: "block" }}
                  />
                )}
              </Box>
            </Box>
          </Box>
        </Box>
        <Text size="xs" c="dimmed" ta="center">
          {t("sites.preview.hint")}
        </Text>
      </Stack>
      <SharePreviewModal target={sharing ? target : null} onClose={() => setSharing(false)} />
    </Drawer>
  );
}
