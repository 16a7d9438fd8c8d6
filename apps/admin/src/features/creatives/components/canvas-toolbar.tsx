import { FileButton, Group, Button as MantineButton, Text, Tooltip } from "@mantine/core";
import {
  IconLink,
  IconPhotoUp,
  IconShoppingBag,
  IconSquareRoundedPlus,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { creativeAccept } from "../lib/file-rules";

interface CanvasToolbarProps {
  hasMedia: boolean;
  drawing: boolean;
  onAddButton: () => void;
  onAddProduct: () => void;
  onToggleDrawing: () => void;
  onUploadMedia: (file: File) => void;
  uploadingMedia: boolean;
  onRemoveMedia: () => void;
}

/** Below the page canvas: add items, draw an image link, and change the page's picture or video. */
export function CanvasToolbar({
  hasMedia,
  drawing,
  onAddButton,
  onAddProduct,
  onToggleDrawing,
  onUploadMedia,
  uploadingMedia,
  onRemoveMedia,
}: CanvasToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap={6} justify="center">
        <Tooltip label={t("creatives.editor.addButtonHint")}>
          <MantineButton
            size="xs"
            variant="default"
            leftSection={<IconSquareRoundedPlus size={14} aria-hidden />}
            onClick={onAddButton}
          >
            {t("creatives.editor.addButton")}
          </MantineButton>
        </Tooltip>
        <MantineButton
          size="xs"
          variant="default"
          leftSection={<IconShoppingBag size={14} aria-hidden />}
          onClick={onAddProduct}
        >
          {t("creatives.editor.addProduct")}
        </MantineButton>
        <MantineButton
          size="xs"
          variant={drawing ? "filled" : "default"}
          leftSection={<IconLink size={14} aria-hidden />}
          onClick={onToggleDrawing}
          aria-pressed={drawing}
        >
          {t("creatives.editor.drawLink")}
        </MantineButton>
      </Group>
      <Text size="xs" c="dimmed" ta="center" maw={320}>
        {drawing ? t("creatives.editor.drawHint") : t("creatives.editor.canvasHint")}
      </Text>
      <Group gap={6} justify="center">
        <FileButton onChange={(file) => file && onUploadMedia(file)} accept={creativeAccept}>
          {(props) => (
            <MantineButton
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconPhotoUp size={14} aria-hidden />}
              loading={uploadingMedia}
            >
              {hasMedia ? t("creatives.editor.replaceMedia") : t("creatives.editor.uploadMedia")}
            </MantineButton>
          )}
        </FileButton>
        {hasMedia ? (
          <MantineButton
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemoveMedia}
          >
            {t("creatives.editor.removeMedia")}
          </MantineButton>
        ) : null}
      </Group>
    </>
  );
}
