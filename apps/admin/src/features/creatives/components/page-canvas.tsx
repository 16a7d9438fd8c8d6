import {
  type Box,
  type Button,
  canvasSize,
  clampPoint,
  controlBox,
  isNudgeKey,
  type LinkArea,
  moveBox,
  nudgeBox,
  nudgePoint,
  nudgeSize,
  type PageControlPlaces,
  type PageDetail,
  type PageMedia,
  type Point,
  type Product,
  productPoint,
  type ResizeHandle,
  rectFromPoints,
  resizeBox,
  sameBox,
  toDesignDelta,
} from "@mekuri/domain";
import { IconPhoto } from "@tabler/icons-react";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ResizeHandles } from "@/components/resize-handles";
import { buttonBox, linkBox } from "../lib/canvas-boxes";
import { imageSrc } from "../lib/document";
import { ButtonFace } from "./button-face";
import { ControlMarker, type PageControl } from "./control-marker";
import classes from "./creatives.module.css";

export type CanvasItemKind = "button" | "product" | "link" | "text" | PageControl;
export interface CanvasSelection {
  kind: CanvasItemKind;
  id: string;
}

/** The main text block is one per page; it is selected and moved like the other items. */
export const mainTextId = "main-text";

export interface PageCanvasProps {
  /** On-screen width of the page; the design page is 375 × 739 and is drawn scaled to it. */
  width: number;
  media: PageMedia | null;
  detail: PageDetail;
  buttons: Button[];
  products: Product[];
  links: LinkArea[];
  selection: CanvasSelection | null;
  onSelect: (selection: CanvasSelection | null) => void;
  onButtonBox: (id: string, box: Box) => void;
  onLinkBox: (id: string, box: Box) => void;
  onProductPoint: (id: string, point: Point) => void;
  onTextPoint: (point: Point) => void;
  /** Where the viewer draws the speaker and album buttons, and whether it shows them on this page. */
  controls: PageControlPlaces;
  controlsShown: Record<PageControl, boolean>;
  onControlPoint: (control: PageControl, point: Point) => void;
  onRemove: (selection: CanvasSelection) => void;
  /** Link drawing mode: a drag on the page draws a new link area. */
  drawing: boolean;
  onDrawn: (box: Box | undefined) => void;
  readOnly?: boolean;
}

type Gesture =
  | {
      kind: "move" | "resize";
      item: "button" | "link" | PageControl;
      id: string;
      handle?: ResizeHandle;
      start: Point;
      box: Box;
      lockRatio: boolean;
    }
  | { kind: "point"; item: "product" | "text"; id: string; start: Point; point: Point }
  | { kind: "draw"; origin: Point };

type Live = { id: string; box?: Box; point?: Point } | { draft: Box | undefined };

/**
 * The page in its phone frame (admin.md §2 per-creative settings): buttons and link areas are dragged
 * and resized, product points, the main text and the speaker and album buttons dragged (those two
 * dimmed while the viewer would not show them), link areas drawn; arrow keys move the
 * focused item (Shift: 10 px, Alt: resize). Every position is clamped by the domain's canvas rules
 * and reported in design pixels when the gesture ends.
 */
export function PageCanvas(props: PageCanvasProps) {
  const { t } = useTranslation();
  const { width, media, detail, buttons, products, links, selection, drawing, readOnly } = props;
  const scale = width / canvasSize.width;
  const height = Math.round(canvasSize.height * scale);
  const root = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [live, setLive] = useState<Live | null>(null);

  const at = (event: PointerEvent): Point => {
    const rect = root.current?.getBoundingClientRect();
    return { x: (event.clientX - (rect?.left ?? 0)) / scale, y: (event.clientY - (rect?.top ?? 0)) / scale };
  };

  const capture = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const startBox = (
    event: PointerEvent,
    item: "button" | "link" | PageControl,
    id: string,
    box: Box,
    handle?: ResizeHandle,
    lockRatio = false,
  ) => {
    if (readOnly || drawing || event.button !== 0) return;
    event.stopPropagation();
    capture(event);
    props.onSelect({ kind: item, id });
    gesture.current = {
      kind: handle ? "resize" : "move",
      item,
      id,
      handle,
      start: { x: event.clientX, y: event.clientY },
      box,
      lockRatio,
    };
  };

  const startPoint = (event: PointerEvent, item: "product" | "text", id: string, point: Point) => {
    if (readOnly || drawing || event.button !== 0) return;
    event.stopPropagation();
    capture(event);
    props.onSelect({ kind: item, id });
    gesture.current = { kind: "point", item, id, start: { x: event.clientX, y: event.clientY }, point };
  };

  const startDraw = (event: PointerEvent) => {
    if (event.button !== 0) return;
    if (!drawing || readOnly) {
      props.onSelect(null);
      return;
    }
    capture(event);
    gesture.current = { kind: "draw", origin: at(event) };
    setLive({ draft: undefined });
  };

  /** Where the running gesture would leave its item; the same result is kept on release. */
  const result = (event: PointerEvent): Live | null => {
    const current = gesture.current;
    if (!current) return null;
    if (current.kind === "draw") return { draft: rectFromPoints(current.origin, at(event)) };
    const delta = toDesignDelta(
      { x: event.clientX - current.start.x, y: event.clientY - current.start.y },
      scale,
    );
    if (current.kind === "point") {
      return {
        id: current.id,
        point: clampPoint({ x: current.point.x + delta.x, y: current.point.y + delta.y }),
      };
    }
    const box =
      current.kind === "resize" && current.handle
        ? resizeBox(current.box, current.handle, delta, canvasSize, { lockRatio: current.lockRatio })
        : moveBox(current.box, delta);
    return { id: current.id, box };
  };

  const move = (event: PointerEvent) => {
    const next = result(event);
    if (next) setLive(next);
  };

  const end = (event: PointerEvent) => {
    const current = gesture.current;
    const next = result(event);
    gesture.current = null;
    setLive(null);
    if (!current || !next) return;
    if (current.kind === "draw") {
      props.onDrawn("draft" in next ? next.draft : undefined);
      return;
    }
    if (!("id" in next)) return;
    if (current.kind === "point") {
      if (!next.point || (next.point.x === current.point.x && next.point.y === current.point.y)) return;
      if (current.item === "text") props.onTextPoint(next.point);
      else props.onProductPoint(current.id, next.point);
      return;
    }
    if (!next.box || sameBox(next.box, current.box)) return;
    if (current.item === "button") props.onButtonBox(current.id, next.box);
    else if (current.item === "link") props.onLinkBox(current.id, next.box);
    else props.onControlPoint(current.item, { x: next.box.left, y: next.box.top });
  };

  const cancel = () => {
    gesture.current = null;
    setLive(null);
  };

  const keyOnBox = (
    event: KeyboardEvent,
    item: "button" | "link",
    id: string,
    box: Box,
    lockRatio = false,
  ) => {
    if (readOnly) return;
    if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      props.onRemove({ kind: item, id });
      return;
    }
    if (!isNudgeKey(event.key)) return;
    event.preventDefault();
    const next = event.altKey
      ? nudgeSize(box, event.key, event.shiftKey, canvasSize, { lockRatio })
      : nudgeBox(box, event.key, event.shiftKey);
    if (sameBox(next, box)) return;
    if (item === "button") props.onButtonBox(id, next);
    else props.onLinkBox(id, next);
  };

  const keyOnControl = (event: KeyboardEvent, control: PageControl, box: Box) => {
    if (readOnly || !isNudgeKey(event.key)) return;
    event.preventDefault();
    const next = nudgeBox(box, event.key, event.shiftKey);
    if (!sameBox(next, box)) props.onControlPoint(control, { x: next.left, y: next.top });
  };

  const keyOnPoint = (event: KeyboardEvent, item: "product" | "text", id: string, point: Point) => {
    if (readOnly) return;
    if (item === "product" && (event.key === "Delete" || event.key === "Backspace")) {
      event.preventDefault();
      props.onRemove({ kind: item, id });
      return;
    }
    if (!isNudgeKey(event.key)) return;
    event.preventDefault();
    const next = nudgePoint(point, event.key, event.shiftKey);
    if (item === "text") props.onTextPoint(next);
    else props.onProductPoint(id, next);
  };

  const liveBox = (id: string, box: Box) =>
    live && "id" in live && live.id === id && live.box ? live.box : box;
  const livePoint = (id: string, point: Point) =>
    live && "id" in live && live.id === id && live.point ? live.point : point;
  const isSelected = (kind: CanvasItemKind, id: string) => selection?.kind === kind && selection.id === id;
  const px = (value: number) => `${value * scale}px`;
  const mediaSrc = imageSrc(media?.type === "VIDEO" ? media.poster : media?.image, width * 2);
  const textPoint = livePoint(mainTextId, { x: detail.mainTextX, y: detail.mainTextY });

  return (
    <div className={classes.phone}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring form semantics and styles to a drawing surface. */}
      <div
        ref={root}
        className={classes.canvas}
        style={{ width, height, ["--u" as string]: `${scale}px` }}
        data-drawing={drawing || undefined}
        data-testid="page-canvas"
        onPointerDown={startDraw}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={cancel}
        role="group"
        aria-label={t("creatives.canvas.label")}
      >
        <div className={classes.canvasClip}>
          {media?.type === "VIDEO" && media.videoUrl && !mediaSrc ? (
            <video className={classes.canvasMedia} src={media.videoUrl} muted playsInline />
          ) : mediaSrc ? (
            <img className={classes.canvasMedia} src={mediaSrc} alt={detail.imageAlt} draggable={false} />
          ) : (
            <div className={classes.canvasEmpty}>
              <IconPhoto size={32} aria-hidden />
              {t("creatives.canvas.noMedia")}
            </div>
          )}
        </div>

        {detail.mainText || detail.price ? (
          // biome-ignore lint/a11y/useSemanticElements: a draggable item holds block content that a <button> may not contain.
          <div
            className={`${classes.mainText} ${classes.item}`}
            style={{ left: px(textPoint.x), top: px(textPoint.y) }}
            data-selected={isSelected("text", mainTextId) || undefined}
            tabIndex={readOnly ? -1 : 0}
            role="button"
            aria-label={t("creatives.canvas.mainText")}
            onPointerDown={(event) =>
              startPoint(event, "text", mainTextId, { x: detail.mainTextX, y: detail.mainTextY })
            }
            onKeyDown={(event) =>
              keyOnPoint(event, "text", mainTextId, { x: detail.mainTextX, y: detail.mainTextY })
            }
            onFocus={() => props.onSelect({ kind: "text", id: mainTextId })}
          >
            {detail.mainText ? (
              <p className={classes.headline} style={{ color: detail.mainTextColor }}>
                {detail.mainText}
              </p>
            ) : null}
            {detail.price ? (
              <p className={classes.price} style={{ color: detail.priceTextColor }}>
                {detail.price}
              </p>
            ) : null}
          </div>
        ) : null}

        {links.map((link, index) => {
          const stored = linkBox(link);
          const box = liveBox(link.id, stored);
          const selected = isSelected("link", link.id);
          return (
            <div key={link.id}>
              {/* biome-ignore lint/a11y/useSemanticElements: a draggable item holds block content that a <button> may not contain. */}
              <div
                className={`${classes.linkArea} ${classes.item}`}
                style={{ left: px(box.left), top: px(box.top), width: px(box.width), height: px(box.height) }}
                data-selected={selected || undefined}
                tabIndex={readOnly ? -1 : 0}
                role="button"
                aria-label={t("creatives.canvas.linkArea", { n: index + 1 })}
                onPointerDown={(event) => startBox(event, "link", link.id, stored)}
                onKeyDown={(event) => keyOnBox(event, "link", link.id, stored)}
                onFocus={() => props.onSelect({ kind: "link", id: link.id })}
              >
                {index + 1}
              </div>
              {selected && !readOnly ? (
                <ResizeHandles
                  box={box}
                  scale={scale}
                  onStart={(event, handle) => startBox(event, "link", link.id, stored, handle)}
                />
              ) : null}
            </div>
          );
        })}

        {buttons.map((button, index) => {
          const stored = buttonBox(button);
          const box = liveBox(button.id, stored);
          const selected = isSelected("button", button.id);
          const lockRatio = button.buttonType === "MEDIA";
          return (
            <div key={button.id}>
              {/* biome-ignore lint/a11y/useSemanticElements: a draggable item holds block content that a <button> may not contain. */}
              <div
                className={`${classes.cta} ${classes.item}`}
                style={{ left: px(box.left), top: px(box.top), width: px(box.width), height: px(box.height) }}
                data-selected={selected || undefined}
                tabIndex={readOnly ? -1 : 0}
                role="button"
                aria-label={t("creatives.canvas.button", { n: index + 1, text: button.buttonText })}
                onPointerDown={(event) => startBox(event, "button", button.id, stored, undefined, lockRatio)}
                onKeyDown={(event) => keyOnBox(event, "button", button.id, stored, lockRatio)}
                onFocus={() => props.onSelect({ kind: "button", id: button.id })}
              >
                <ButtonFace button={button} />
              </div>
              {selected && !readOnly ? (
                <ResizeHandles
                  box={box}
                  scale={scale}
                  onStart={(event, handle) => startBox(event, "button", button.id, stored, handle, lockRatio)}
                />
              ) : null}
            </div>
          );
        })}

        {products.map((product, index) => {
          const stored = productPoint(product);
          const point = livePoint(product.id, stored);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a draggable item holds block content that a <button> may not contain.
            <div
              key={product.id}
              className={classes.point}
              style={{ left: px(point.x), top: px(point.y) }}
              data-selected={isSelected("product", product.id) || undefined}
              tabIndex={readOnly ? -1 : 0}
              role="button"
              aria-label={t("creatives.canvas.product", { n: index + 1, name: product.productName })}
              onPointerDown={(event) => startPoint(event, "product", product.id, stored)}
              onKeyDown={(event) => keyOnPoint(event, "product", product.id, stored)}
              onFocus={() => props.onSelect({ kind: "product", id: product.id })}
            >
              <span className={classes.pointDot} />
              <span className={classes.pointLabel}>
                {product.productName || t("creatives.product.n", { n: index + 1 })}
              </span>
            </div>
          );
        })}

        {(["speaker", "album"] as const).map((control) => {
          const stored = controlBox(props.controls[control]);
          return (
            <ControlMarker
              key={control}
              control={control}
              box={liveBox(control, stored)}
              scale={scale}
              selected={isSelected(control, control)}
              hidden={!props.controlsShown[control]}
              readOnly={readOnly}
              onPointerDown={(event) => startBox(event, control, control, stored)}
              onKeyDown={(event) => keyOnControl(event, control, stored)}
              onFocus={() => props.onSelect({ kind: control, id: control })}
            />
          );
        })}

        {live && "draft" in live && live.draft ? (
          <div
            className={classes.draft}
            style={{
              left: px(live.draft.left),
              top: px(live.draft.top),
              width: px(live.draft.width),
              height: px(live.draft.height),
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
