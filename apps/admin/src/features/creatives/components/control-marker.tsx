import type { Box, PageControlPlaces } from "@mekuri/domain";
import { IconLibraryPhoto, IconVolume } from "@tabler/icons-react";
import type { KeyboardEvent, PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import classes from "./creatives.module.css";

export type PageControl = keyof PageControlPlaces;

interface ControlMarkerProps {
  control: PageControl;
  box: Box;
  scale: number;
  selected: boolean;
  /** The viewer does not show this button on the page (no sound, or the album is off): dimmed. */
  hidden: boolean;
  readOnly?: boolean;
  onPointerDown: (event: PointerEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
}

/** The viewer's round speaker or album button, placed on the canvas like any other item. */
export function ControlMarker({
  control,
  box,
  scale,
  selected,
  hidden,
  readOnly,
  ...handlers
}: ControlMarkerProps) {
  const { t } = useTranslation();
  const Icon = control === "speaker" ? IconVolume : IconLibraryPhoto;
  const label = t(`creatives.canvas.${control}`);
  return (
    <button
      type="button"
      className={`${classes.control} ${classes.item}`}
      style={{
        left: box.left * scale,
        top: box.top * scale,
        width: box.width * scale,
        height: box.height * scale,
      }}
      data-selected={selected || undefined}
      data-hidden={hidden || undefined}
      tabIndex={readOnly ? -1 : 0}
      aria-label={hidden ? `${label} (${t(`creatives.canvas.${control}Hidden`)})` : label}
      title={hidden ? t(`creatives.canvas.${control}Hidden`) : label}
      {...handlers}
    >
      <Icon size={Math.max(12, 20 * scale)} aria-hidden />
    </button>
  );
}
