import { campaignVisible } from "@domain/viewer/campaign.ts";
import type { SiteSnapshot } from "@mekuri/domain";
import { type PointerEvent, Suspense, useCallback, useMemo, useRef, useState } from "react";
import type { NotificationSource } from "../api/endpoints.ts";
import { PageCounter } from "../components/chrome/page-counter.tsx";
import { PageStepButtons } from "../components/chrome/page-step-buttons.tsx";
import { ReloadBoundary } from "../components/chrome/reload-boundary.tsx";
import { SiteFooter } from "../components/chrome/site-footer.tsx";
import { TabBar } from "../components/chrome/tab-bar.tsx";
import { hasTopBar, TopBar } from "../components/chrome/top-bar.tsx";
import { PageButton } from "../components/page/page-button.tsx";
import { usePopupCta } from "../components/popup-cta/use-popup-cta.ts";
import { ProductButtonsPc } from "../components/product/product-buttons-pc.tsx";
import { PageSwiper } from "../components/swiper/page-swiper.tsx";
import { Toast } from "../components/toast/toast.tsx";
import type { Catalogue } from "../lib/messages.ts";
import { type Cell, cellFromCode, homeCell, pageAt, sameCell } from "../lib/navigation.ts";
import { translator } from "../lib/translate.ts";
import { BackgroundMusic } from "./background-music.tsx";
import {
  AlbumOverlay,
  CampaignPanels,
  CompanyModal,
  NotificationBanner,
  PopupCtaBanner,
  ProductPopup,
} from "./lazy-parts.ts";
import { popupClickHandler } from "./popup-click.ts";
import { useLinkClick } from "./use-link-click.ts";
import { useOverlays } from "./use-overlays.ts";
import { usePageChange } from "./use-page-change.ts";
import { usePageContents } from "./use-page-contents.ts";
import { usePageNavigation } from "./use-page-navigation.ts";
import { useVisit } from "./use-visit.ts";
import { CellContext, ViewerContext, type ViewerContextValue, type ViewerSite } from "./viewer-context.tsx";

export { positionCookie } from "./use-page-change.ts";

export interface ViewerAppProps {
  snapshot: SiteSnapshot;
  /** The interface words of the snapshot's language (inlined by the server). */
  messages: Catalogue;
  /** Cell code the visitor asked for, e.g. "A1". */
  position: string;
  basePath: string;
  query: string;
  /**
   * The draft in the preview page (src/preview): every page unlocked, nothing counted, the
   * address left as it is.
   */
  preview?: boolean;
  /** Where the banner's notifications come from: the preview asks with its own credentials. */
  loadNotifications?: NotificationSource;
}

/** View-only mode (the admin's embedded preview): clicks are ignored and the height is fixed. */
export function isViewOnly(query: string): boolean {
  return new URLSearchParams(query).get("view_only") === "1";
}

export function ViewerApp({
  snapshot,
  messages,
  position,
  basePath,
  query,
  preview = false,
  loadNotifications,
}: ViewerAppProps) {
  const t = useMemo(() => translator(messages), [messages]);
  const viewOnly = isViewOnly(query);
  const [cell, setCell] = useState<Cell>(() => cellFromCode(snapshot, position));
  const firstPageId = useRef(pageAt(snapshot, cell)?.id ?? "").current;
  const [soundOn, setSoundOn] = useState(false);
  const page = pageAt(snapshot, cell);
  const cellRef = useRef(cell);
  cellRef.current = cell;
  const site: ViewerSite = { snapshot, basePath, query, viewOnly, preview };
  const { mounted, isMember, memberExpired, counters, wide, idle, tracker } = useVisit(site, cellRef);
  const { contents, load } = usePageContents(snapshot, t, memberExpired);
  const popup = usePopupCta(snapshot, page?.order ?? 1, counters, mounted);
  const overlays = useOverlays();

  const track = useCallback<ViewerContextValue["track"]>(
    (type, input) => {
      tracker.current?.track(type, input);
    },
    [tracker],
  );

  /** Where the visitor taps on the page (the heatmap), captured before any button handles it. */
  const onStagePointerDown = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const current = pageAt(snapshot, cellRef.current);
      if (!current || !event.isPrimary) return;
      const box = event.currentTarget.getBoundingClientRect();
      tracker.current?.tap(
        current.id,
        event.clientX - box.left,
        event.clientY - box.top,
        box.width,
        box.height,
      );
    },
    [snapshot, tracker],
  );

  const near = usePageChange(site, { cell, firstPageId, mounted, isMember, tracker, track, load });

  const goTo = useCallback((target: Cell) => {
    setCell((current) => (sameCell(current, target) ? current : target));
  }, []);

  usePageNavigation(snapshot, cell, goTo, overlays.anyOpen);

  const click = useLinkClick(site, cellRef, goTo);
  const onPopupClick = popupClickHandler(site, { cell, t, popup, track, click });
  const { open } = overlays;

  // One value for as long as nothing in it changes: pages below re-render only for their own props.
  const context = useMemo<ViewerContextValue>(
    () => ({
      snapshot,
      t,
      basePath,
      query,
      viewOnly,
      preview,
      mounted,
      isMember,
      soundOn,
      setSoundOn,
      goTo,
      goHome: () => goTo(homeCell(snapshot)),
      click,
      track,
      openProduct: open.product,
      openCompany: open.company,
      openAlbum: open.album,
    }),
    [snapshot, t, basePath, query, viewOnly, preview, mounted, isMember, soundOn, goTo, click, track, open],
  );

  const settings = snapshot.settings;
  const showTabs = settings.display.globalMenu && snapshot.categories.length > 1;
  const pageContent = page ? contents[page.id] : undefined;
  const popupOpen = idle && !!popup.state?.open;
  const showCampaign =
    mounted &&
    wide &&
    snapshot.campaign &&
    campaignVisible(snapshot.campaign, {
      pcView: snapshot.viewMode === "PC",
      pageOrder: page?.order ?? 1,
      now: new Date(),
    });

  return (
    <ReloadBoundary title={t("reloadTitle")} action={t("reload")}>
      <ViewerContext.Provider value={context}>
        <CellContext.Provider value={cell}>
          <div
            className={`mk-viewer${viewOnly ? " mk-viewer--view-only" : ""}`}
            style={{ background: settings.safeAreaColor }}
          >
            <h1 className="mk-sr-only">{snapshot.seo.h1 || snapshot.name}</h1>
            {hasTopBar(snapshot) && <TopBar />}
            {showTabs && <TabBar />}
            <main className="mk-stage-area">
              {showCampaign && snapshot.campaign && (
                <Suspense fallback={null}>
                  <CampaignPanels campaign={snapshot.campaign} />
                </Suspense>
              )}
              <div className="mk-stage" onPointerDownCapture={onStagePointerDown}>
                <PageSwiper
                  contents={contents}
                  near={near}
                  firstPageId={firstPageId}
                  popupOpen={popupOpen}
                  overlayOpen={overlays.anyOpen}
                />
                {settings.display.pageCount && <PageCounter />}
                {page && pageContent && !(page.membersOnlyLock && !isMember) && (
                  // Fixed buttons stay on the screen while the pages move beneath them.
                  <div className="mk-fixed-layer">
                    {pageContent.buttons
                      .filter((button) => button.isFixedPosition)
                      .map((button) => (
                        <PageButton key={button.id} button={button} pageId={page.id} />
                      ))}
                  </div>
                )}
                {/* A boundary each: a part still downloading (the banners arrive when idle) would
                    hide an open product popup with it and take its focus. */}
                <Suspense fallback={null}>{idle && <NotificationBanner load={loadNotifications} />}</Suspense>
                <Suspense fallback={null}>
                  {idle && popup.state && (
                    <PopupCtaBanner
                      state={popup.state}
                      onClose={popup.close}
                      onTimeout={popup.timeout}
                      onClick={onPopupClick}
                    />
                  )}
                </Suspense>
                <Suspense fallback={null}>
                  {overlays.product && (
                    <ProductPopup
                      product={overlays.product.product}
                      pageId={overlays.product.pageId}
                      onClose={overlays.closeProduct}
                    />
                  )}
                </Suspense>
              </div>
              {page && pageContent && !(page.membersOnlyLock && !isMember) && (
                <ProductButtonsPc products={pageContent.products} pageId={page.id} />
              )}
              {wide && !viewOnly && <PageStepButtons />}
            </main>
            <SiteFooter />
            <BackgroundMusic url={page?.backgroundMusicUrl ?? null} playing={soundOn} />
            <Toast />
            {overlays.companyTab && (
              <Suspense fallback={null}>
                <CompanyModal initialTab={overlays.companyTab} onClose={overlays.closeCompany} />
              </Suspense>
            )}
            {overlays.albumOpen && (
              <Suspense fallback={null}>
                <AlbumOverlay onClose={overlays.closeAlbum} />
              </Suspense>
            )}
          </div>
        </CellContext.Provider>
      </ViewerContext.Provider>
    </ReloadBoundary>
  );
}
