import { showProductLinkButton } from "@domain/viewer/button.ts";
import type { Product } from "@mekuri/domain";
import { useEffect, useRef } from "react";
import { useViewer } from "../../app/viewer-context.tsx";
import { useFocusTrap } from "../../lib/focus-trap.ts";
import { imageSrcSet } from "../../lib/images.ts";
import { Icon } from "../chrome/icons.tsx";

interface ProductPopupProps {
  product: Product;
  pageId: string;
  onClose(): void;
}

/** A sheet over the page with the product's picture, name, price, description and link button. */
export function ProductPopup({ product, pageId, onClose }: ProductPopupProps) {
  const viewer = useViewer();
  const closeRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  useFocusTrap(sheetRef);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const follow = () => {
    if (viewer.viewOnly) return;
    viewer.track("click_product_item", { pageId, targetId: product.id });
    if (product.isInternalLink) {
      viewer.click({ type: "internal", destination: product.linkButtonUrl }, { pageId });
    } else {
      viewer.click({ type: "external", destination: product.linkButtonUrl }, { pageId });
    }
  };

  return (
    <div className="mk-sheet-layer">
      <button
        type="button"
        className="mk-sheet-backdrop"
        tabIndex={-1}
        aria-label={viewer.t("close")}
        onClick={onClose}
      />
      <div
        ref={sheetRef}
        className="mk-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`product-${product.id}`}
        style={{ background: product.backgroundColor, color: product.textColor }}
      >
        <button
          ref={closeRef}
          type="button"
          className="mk-sheet-close"
          onClick={onClose}
          aria-label={viewer.t("close")}
        >
          <Icon name="close" />
        </button>
        {product.image && (
          <img
            className="mk-sheet-image"
            src={product.image.src}
            srcSet={imageSrcSet(product.image) || undefined}
            sizes="(min-width: 768px) 440px, 90vw"
            alt=""
            width={product.image.width ?? undefined}
            height={product.image.height ?? undefined}
          />
        )}
        <h2 id={`product-${product.id}`} className="mk-sheet-title">
          {product.productName}
        </h2>
        {product.price && <p className="mk-sheet-price">{product.price}</p>}
        {product.description && <p className="mk-sheet-text">{product.description}</p>}
        {showProductLinkButton(product) && (
          <button
            type="button"
            className="mk-sheet-action"
            style={{ background: product.linkButtonColor, color: product.linkTextColor }}
            onClick={follow}
          >
            {product.linkButtonText}
          </button>
        )}
      </div>
    </div>
  );
}
