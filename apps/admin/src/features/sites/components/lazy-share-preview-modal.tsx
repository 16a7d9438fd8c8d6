import { lazyDialog, pick } from "@/lib/lazy-with-preload";

/** The share-preview dialog's frame, downloaded when idle, on a hint or when opened (decision 157). */
export const LazySharePreviewModal = lazyDialog(
  pick(() => import("./share-preview-modal"), "SharePreviewModal"),
  (props) => props.target !== null,
);

/** Starts the download of the dialog's frame, then of its body (pointer or focus on Share). */
export function prefetchSharePreview(): void {
  import("./share-preview-modal").then(
    (module) => module.SharePreviewModal.prefetch(),
    () => undefined,
  );
}
