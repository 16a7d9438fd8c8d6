import {
  type Button,
  canvasSize,
  controlBox,
  type LinkArea,
  type PageControlPlaces,
  type PageDetail,
  type PageMedia,
  type Product,
  productPoint,
} from "@mekuri/domain";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { type CanvasEdits, type CanvasItemKind, useCanvasGestures } from "../hooks/use-canvas-gestures";
import { buttonBox, linkBox } from "../lib/canvas-boxes";
import { ButtonFace, buttonFaceText } from "./button-face";
import { CanvasBox, CanvasMedia, CanvasPoint } from "./canvas-items";
import { ControlMarker, type PageControl } from "./control-marker";
import classes from "./creatives.module.css";

export type { CanvasItemKind, CanvasSelection } from "../hooks/use-canvas-gestures";

/** The main text block is one per page; it is selected and moved like the other items. */
export const mainTextId = "main-text";

export interface PageCanvasProps extends CanvasEdits {
  /** On-screen width of the page; the design page is 375 × 739 and is drawn scaled to it. */
  width: number;
  media: PageMedia | null;
  detail: PageDetail;
  buttons: Button[];
  products: Product[];
  links: LinkArea[];
  selection: { kind: CanvasItemKind; id: string } | null;
  /** Where the viewer draws the speaker and album buttons, and whether it shows them on this page. */
  controls: PageControlPlaces;
  controlsShown: Record<PageControl, boolean>;
  /** Link drawing mode: a drag on the page draws a new link area. */
  drawing: boolean;
  readOnly?: boolean;
}

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
  const gestures = useCanvasGestures({ ...props, root, scale });
  const isSelected = (kind: CanvasItemKind, id: string) => selection?.kind === kind && selection.id === id;
  const select = (kind: CanvasItemKind, id: string) => () => props.onSelect({ kind, id });
  const px = (value: number) => `${value * scale}px`;
  const textStored = { x: detail.mainTextX, y: detail.mainTextY };
  const common = { scale, readOnly };

  return (
    <div className={classes.phone}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring form semantics and styles to a drawing surface. */}
      <div
        ref={root}
        className={classes.canvas}
        style={{ width, height, ["--u" as string]: `${scale}px` }}
        data-drawing={drawing || undefined}
        data-testid="page-canvas"
        {...gestures.surface}
        role="group"
        aria-label={t("creatives.canvas.label")}
      >
        <CanvasMedia media={media} alt={detail.imageAlt} width={width} />

        {detail.mainText || detail.price ? (
          <CanvasPoint
            {...common}
            className={`${classes.mainText} ${classes.item}`}
            // The name holds the words shown (WCAG 2.5.3 label in name), after what the item is.
            label={[t("creatives.canvas.mainText"), detail.mainText, detail.price].filter(Boolean).join(" ")}
            point={gestures.livePoint(mainTextId, textStored)}
            selected={isSelected("text", mainTextId)}
            onStart={(event) => gestures.startPoint(event, "text", mainTextId, textStored)}
            onKeyDown={(event) => gestures.keyOnPoint(event, "text", mainTextId, textStored)}
            onFocus={select("text", mainTextId)}
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
          </CanvasPoint>
        ) : null}

        {links.map((link, index) => {
          const stored = linkBox(link);
          return (
            <CanvasBox
              key={link.id}
              {...common}
              className={classes.linkArea}
              label={t("creatives.canvas.linkArea", { n: index + 1 })}
              box={gestures.liveBox(link.id, stored)}
              selected={isSelected("link", link.id)}
              onStart={(event, handle) => gestures.startBox(event, "link", link.id, stored, handle)}
              onKeyDown={(event) => gestures.keyOnBox(event, "link", link.id, stored)}
              onFocus={select("link", link.id)}
            >
              {index + 1}
            </CanvasBox>
          );
        })}

        {buttons.map((button, index) => {
          const stored = buttonBox(button);
          const lockRatio = button.buttonType === "MEDIA";
          return (
            <CanvasBox
              key={button.id}
              {...common}
              className={classes.cta}
              label={t("creatives.canvas.button", { n: index + 1, text: buttonFaceText(button, t) })}
              box={gestures.liveBox(button.id, stored)}
              selected={isSelected("button", button.id)}
              onStart={(event, handle) =>
                gestures.startBox(event, "button", button.id, stored, handle, lockRatio)
              }
              onKeyDown={(event) => gestures.keyOnBox(event, "button", button.id, stored, lockRatio)}
              onFocus={select("button", button.id)}
            >
              <ButtonFace button={button} />
            </CanvasBox>
          );
        })}

        {products.map((product, index) => {
          const stored = productPoint(product);
          return (
            <CanvasPoint
              key={product.id}
              {...common}
              className={classes.point}
              label={t("creatives.canvas.product", { n: index + 1, name: product.productName })}
              point={gestures.livePoint(product.id, stored)}
              selected={isSelected("product", product.id)}
              onStart={(event) => gestures.startPoint(event, "product", product.id, stored)}
              onKeyDown={(event) => gestures.keyOnPoint(event, "product", product.id, stored)}
              onFocus={select("product", product.id)}
            >
              <span className={classes.pointDot} />
              <span className={classes.pointLabel}>
                {product.productName || t("creatives.product.n", { n: index + 1 })}
              </span>
            </CanvasPoint>
          );
        })}

        {(["speaker", "album"] as const).map((control) => {
          const stored = controlBox(props.controls[control]);
          return (
            <ControlMarker
              key={control}
              control={control}
              box={gestures.liveBox(control, stored)}
              scale={scale}
              selected={isSelected(control, control)}
              hidden={!props.controlsShown[control]}
              readOnly={readOnly}
              onPointerDown={(event) => gestures.startBox(event, control, control, stored)}
              onKeyDown={(event) => gestures.keyOnControl(event, control, stored)}
              onFocus={select(control, control)}
            />
          );
        })}

        {gestures.draft ? (
          <div
            className={classes.draft}
            style={{
              left: px(gestures.draft.left),
              top: px(gestures.draft.top),
              width: px(gestures.draft.width),
              height: px(gestures.draft.height),
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
