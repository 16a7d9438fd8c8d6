import { productPoint } from "@domain/viewer/button.ts";
import type { Product } from "@mekuri/domain";
import { useViewer } from "../../app/viewer-context.tsx";

/** Pulsing hotspots on the image; a tap opens the product popup. */
export function ProductPoints({ products, pageId }: { products: Product[]; pageId: string }) {
  const viewer = useViewer();
  return [...products]
    .sort((a, b) => a.order - b.order)
    .map((product) => {
      const { x, y } = productPoint(product);
      return (
        <button
          key={product.id}
          type="button"
          className="mk-point"
          style={{ left: `calc(${x} * var(--u))`, top: `calc(${y} * var(--u))` }}
          aria-label={product.productName}
          aria-haspopup="dialog"
          onClick={() => {
            if (viewer.viewOnly) return;
            viewer.track("click_product_point", { pageId, targetId: product.id });
            viewer.openProduct(product, pageId);
          }}
        >
          <span className="mk-point-dot" />
        </button>
      );
    });
}
