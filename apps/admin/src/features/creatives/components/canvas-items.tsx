import type { Box, PageMedia, Point, ResizeHandle } from "@mekuri/domain";
import { IconPhoto } from "@tabler/icons-react";
import type { KeyboardEvent, PointerEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ResizeHandles } from "@/components/resize-handles";
import { imageSrc } from "../lib/document";
import classes from "./creatives.module.css";

interface ItemProps {
  className: string | undefined;
  label: string;
  scale: number;
  selected: boolean;
  readOnly?: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
  children: ReactNode;
}

const px = (value: number, scale: number) => `${value * scale}px`;

/**
 * A button or link area on the canvas: dragged, resized by its handles while selected, moved and
 * resized by keys once focused.
 */
export function CanvasBox({
  className,
  label,
  box,
  scale,
  selected,
  readOnly,
  onStart,
  onKeyDown,
  onFocus,
  children,
}: ItemProps & { box: Box; onStart: (event: PointerEvent, handle?: ResizeHandle) => void }) {
  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: a draggable item holds block content that a <button> may not contain. */}
      <div
        className={`${className} ${classes.item}`}
        style={{
          left: px(box.left, scale),
          top: px(box.top, scale),
          width: px(box.width, scale),
          height: px(box.height, scale),
        }}
        data-selected={selected || undefined}
        tabIndex={readOnly ? -1 : 0}
        role="button"
        aria-label={label}
        onPointerDown={(event) => onStart(event)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        {children}
      </div>
      {selected && !readOnly ? <ResizeHandles box={box} scale={scale} onStart={onStart} /> : null}
    </div>
  );
}

/** A product point or the main text: placed by its top-left point, dragged and moved by keys. */
export function CanvasPoint({
  className,
  label,
  point,
  scale,
  selected,
  readOnly,
  onStart,
  onKeyDown,
  onFocus,
  children,
}: ItemProps & { point: Point; onStart: (event: PointerEvent) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a draggable item holds block content that a <button> may not contain.
    <div
      className={className}
      style={{ left: px(point.x, scale), top: px(point.y, scale) }}
      data-selected={selected || undefined}
      tabIndex={readOnly ? -1 : 0}
      role="button"
      aria-label={label}
      onPointerDown={onStart}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {children}
    </div>
  );
}

/** The page's picture, or its video's poster (the video itself when it has none). */
export function CanvasMedia({ media, alt, width }: { media: PageMedia | null; alt: string; width: number }) {
  const { t } = useTranslation();
  const mediaSrc = imageSrc(media?.type === "VIDEO" ? media.poster : media?.image, width * 2);
  return (
    <div className={classes.canvasClip}>
      {media?.type === "VIDEO" && media.videoUrl && !mediaSrc ? (
        <video className={classes.canvasMedia} src={media.videoUrl} muted playsInline />
      ) : mediaSrc ? (
        <img className={classes.canvasMedia} src={mediaSrc} alt={alt} draggable={false} />
      ) : (
        <div className={classes.canvasEmpty}>
          <IconPhoto size={32} aria-hidden />
          {t("creatives.canvas.noMedia")}
        </div>
      )}
    </div>
  );
}
