import { lazyDialog, pick } from "@/lib/lazy-with-preload";

/** The preview drawer, downloaded when idle, on a hint or when opened (decision 157). */
export const LazyPreviewDrawer = lazyDialog(
  pick(() => import("./preview-drawer"), "PreviewDrawer"),
  (props) => props.target !== null,
);
