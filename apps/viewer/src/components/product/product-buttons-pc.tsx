import type { Product } from "@mekuri/domain";
import { useViewer } from "../../app/viewer-context.tsx";

/** On the PC layout, the current page's products also as "Product n" buttons beside the stage. */
export function ProductButtonsPc({ products, pageId }: { products: Product[]; pageId: string }) {
  const viewer = useViewer();
  if (products.length === 0) return null;
  const sorted = [...products].sort((a, b) => a.order - b.order);
  return (
    <ul className="mk-pc-products" aria-label={viewer.t("productDetails")}>
      {sorted.map((product, index) => (
        <li key={product.id}>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              if (viewer.viewOnly) return;
              viewer.track("click_product_point", { pageId, targetId: product.id });
              viewer.openProduct(product, pageId);
            }}
          >
            {viewer.t("product", { n: index + 1 })}
          </button>
        </li>
      ))}
    </ul>
  );
}
