import { lazy } from "react";
import { loadOrReload } from "../lib/chunk-reload.ts";

/** The viewer's parts that the first page does not need: each is its own chunk, loaded when used. */
export const CompanyModal = lazy(loadOrReload(() => import("../components/company/company-modal.tsx")));
export const AlbumOverlay = lazy(loadOrReload(() => import("../components/album/album-overlay.tsx")));
export const CampaignPanels = lazy(loadOrReload(() => import("../components/campaign/campaign-panels.tsx")));
// Not needed to paint or swipe the first page: fetched when the browser is idle.
const loadNotificationBanner = loadOrReload(
  () => import("../components/notification/notification-banner.tsx"),
);
const loadPopupCtaBanner = loadOrReload(() => import("../components/popup-cta/popup-cta-banner.tsx"));
export const loadProductPopup = loadOrReload(() => import("../components/product/product-popup.tsx"));
export const NotificationBanner = lazy(() =>
  loadNotificationBanner().then((m) => ({ default: m.NotificationBanner })),
);
export const PopupCtaBanner = lazy(() => loadPopupCtaBanner().then((m) => ({ default: m.PopupCtaBanner })));
export const ProductPopup = lazy(() => loadProductPopup().then((m) => ({ default: m.ProductPopup })));
