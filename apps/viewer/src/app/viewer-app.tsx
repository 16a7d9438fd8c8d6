import { campaignVisible } from "@domain/viewer/campaign.ts";
import { addressRewriteDelayMs, pcLayoutMinWidth } from "@domain/viewer/constants.ts";
import { type LinkInput, resolveClick } from "@domain/viewer/link-action.ts";
import { neighboursToPrefetch } from "@domain/viewer/navigation.ts";
import type { PopupKind } from "@domain/viewer/popup-cta.ts";
import type { LiveCounters, PopupCta, Product, SiteSnapshot } from "@mekuri/domain";
import { lazy, type PointerEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { readBrowserEntry } from "../analytics/entry.ts";
import { ensureSessionId, readExperiment, renewVisitorCookies } from "../analytics/session.ts";
import { Tracker } from "../analytics/tracker.ts";
import { ApiError, NetworkError } from "../api/client.ts";
import { fetchCounters, memberToken, type NotificationSource, postPopupClick } from "../api/endpoints.ts";
import { PageCounter } from "../components/chrome/page-counter.tsx";
import { PageStepButtons } from "../components/chrome/page-step-buttons.tsx";
import { ReloadBoundary } from "../components/chrome/reload-boundary.tsx";
import { SiteFooter } from "../components/chrome/site-footer.tsx";
import { TabBar } from "../components/chrome/tab-bar.tsx";
import { hasTopBar, TopBar } from "../components/chrome/top-bar.tsx";
import { preloadHls } from "../components/media/load-hls.ts";
import { PageButton } from "../components/page/page-button.tsx";
import { usePopupCta } from "../components/popup-cta/use-popup-cta.ts";
import { ProductButtonsPc } from "../components/product/product-buttons-pc.tsx";
import { PageSwiper } from "../components/swiper/page-swiper.tsx";
import { Toast } from "../components/toast/toast.tsx";
import { loadOrReload } from "../lib/chunk-reload.ts";
import { writeCookie } from "../lib/cookies.ts";
import { whenIdle } from "../lib/idle.ts";
import { armLeaveGuard } from "../lib/leave-guard.ts";
import { keepsExternalLinksInTab, parsesAsScript } from "../lib/link-actions.ts";
import type { Catalogue } from "../lib/messages.ts";
import {
  type Cell,
  cellFromCode,
  codeOfCell,
  gridOf,
  homeCell,
  pageAt,
  sameCell,
} from "../lib/navigation.ts";
import { sitePath } from "../lib/site-paths.ts";
import { showFlashedToast, showToast } from "../lib/toast-store.ts";
import { translator } from "../lib/translate.ts";
import { runClick } from "./run-click.ts";
import { usePageContents } from "./use-page-contents.ts";
import { usePageNavigation } from "./use-page-navigation.ts";
import { CellContext, type CompanyTab, ViewerContext, type ViewerContextValue } from "./viewer-context.tsx";

const CompanyModal = lazy(loadOrReload(() => import("../components/company/company-modal.tsx")));
const AlbumOverlay = lazy(loadOrReload(() => import("../components/album/album-overlay.tsx")));
const CampaignPanels = lazy(loadOrReload(() => import("../components/campaign/campaign-panels.tsx")));
// Not needed to paint or swipe the first page: fetched when the browser is idle.
const loadNotificationBanner = loadOrReload(
  () => import("../components/notification/notification-banner.tsx"),
);
const loadPopupCtaBanner = loadOrReload(() => import("../components/popup-cta/popup-cta-banner.tsx"));
const loadProductPopup = loadOrReload(() => import("../components/product/product-popup.tsx"));
const NotificationBanner = lazy(() =>
  loadNotificationBanner().then((m) => ({ default: m.NotificationBanner })),
);
const PopupCtaBanner = lazy(() => loadPopupCtaBanner().then((m) => ({ default: m.PopupCtaBanner })));
const ProductPopup = lazy(() => loadProductPopup().then((m) => ({ default: m.ProductPopup })));

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

export const positionCookie = "position";

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
  const grid = gridOf(snapshot);
  const [cell, setCell] = useState<Cell>(() => cellFromCode(snapshot, position));
  const firstPageId = useRef(pageAt(snapshot, cell)?.id ?? "").current;
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set([firstPageId]));
  const [mounted, setMounted] = useState(false);
  const [isMember, setIsMember] = useState(false);
  const [soundOn, setSoundOn] = useState(false);
  const [product, setProduct] = useState<{ product: Product; pageId: string } | null>(null);
  const [companyTab, setCompanyTab] = useState<CompanyTab | null>(null);
  const [albumOpen, setAlbumOpen] = useState(false);
  const [counters, setCounters] = useState<LiveCounters | null>(null);
  const [wide, setWide] = useState(false);
  const [idle, setIdle] = useState(false);
  const memberExpired = useCallback(() => setIsMember(false), []);
  const { contents, load } = usePageContents(snapshot, t, memberExpired);
  const tracker = useRef<Tracker | null>(null);
  const page = pageAt(snapshot, cell);
  const cellRef = useRef(cell);
  cellRef.current = cell;
  const popup = usePopupCta(snapshot, page?.order ?? 1, counters, mounted);

  useEffect(() => {
    setMounted(true);
    if (!preview) renewVisitorCookies();
    showFlashedToast();
    setIsMember(preview || !!memberToken(snapshot.siteId));
    tracker.current = preview ? null : new Tracker(snapshot.siteId, snapshot.lang);
    const landing = pageAt(snapshot, cellRef.current);
    if (landing) tracker.current?.pageView(landing.id, readBrowserEntry());
    const detach = tracker.current?.attach() ?? (() => undefined);
    const release = viewOnly ? () => undefined : armLeaveGuard();
    const wideQuery = window.matchMedia(`(min-width: ${pcLayoutMinWidth}px)`);
    const onWide = () => setWide(wideQuery.matches);
    onWide();
    wideQuery.addEventListener("change", onWide);
    if (snapshot.popupCtas.applicantLimit && snapshot.plan.settingPopupCta) {
      fetchCounters(snapshot.siteId, snapshot.lang)
        .then(setCounters)
        .catch(() => setCounters({ popupClicks: {}, campaignClicks: {} }));
    }
    const cancelIdle = whenIdle(() => {
      setIdle(true);
      void loadProductPopup();
    });
    return () => {
      cancelIdle();
      detach();
      release();
      tracker.current?.flush(true);
      wideQuery.removeEventListener("change", onWide);
    };
  }, [snapshot, viewOnly, preview]);

  const track = useCallback<ViewerContextValue["track"]>((type, input) => {
    tracker.current?.track(type, input);
  }, []);

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
    [snapshot],
  );

  // A page change: count it, fetch and draw the neighbours, and rewrite the address 500 ms later.
  useEffect(() => {
    if (!mounted) return;
    const current = pageAt(snapshot, cell);
    if (!current) return;
    track("slide_page", { pageId: current.id });
    tracker.current?.enterPage(current.id);
    const neighbours = Object.values(neighboursToPrefetch(grid, cell, snapshot.settings.swipeRedirection));
    const ids = [current, ...neighbours.map((at) => pageAt(snapshot, at))].flatMap((p) => (p ? [p.id] : []));
    setNear((previous) => (ids.every((id) => previous.has(id)) ? previous : new Set([...previous, ...ids])));
    load(ids, isMember);
    if (neighbours.some((at) => pageAt(snapshot, at)?.media?.hlsPath) || current.media?.hlsPath) preloadHls();
    const code = codeOfCell(snapshot, cell);
    const timer = setTimeout(() => {
      if (preview) {
        // The preview keeps its own address and names the page in its query: a reload, or the lock
        // form after the preview token expired, comes back to the same page.
        const params = new URLSearchParams(location.search);
        params.set("position", code);
        history.replaceState(history.state, "", `${location.pathname}?${params}`);
        return;
      }
      history.replaceState(
        history.state,
        "",
        sitePath(snapshot, basePath, { kind: "topic", position: code }, query),
      );
      writeCookie(positionCookie, code, { path: basePath || "/" });
    }, addressRewriteDelayMs);
    return () => clearTimeout(timer);
  }, [cell, mounted, isMember, snapshot, grid, basePath, query, load, track, preview]);

  const closeProduct = useCallback(() => setProduct(null), []);
  const closeCompany = useCallback(() => setCompanyTab(null), []);
  const closeAlbum = useCallback(() => setAlbumOpen(false), []);

  const goTo = useCallback((target: Cell) => {
    setCell((current) => (sameCell(current, target) ? current : target));
  }, []);

  usePageNavigation(snapshot, cell, goTo, !!product || !!companyTab || albumOpen);

  const click = useCallback<ViewerContextValue["click"]>(
    (link: LinkInput, context) => {
      const experiment = readExperiment();
      const action = resolveClick(link, {
        viewOnly,
        autoAttachUrlParam: snapshot.settings.autoAttachUrlParam,
        ecLink: keepsExternalLinksInTab(snapshot.settings.isEcLink, { preview, ...context }),
        siteId: snapshot.siteId,
        pageId: context.pageId ?? null,
        popupId: context.popupId ?? null,
        experiment:
          experiment.variationId && experiment.experimentId
            ? ({ ...experiment, sessionUserId: ensureSessionId() } as {
                variationId: string;
                experimentId: string;
                sessionUserId: string;
              })
            : null,
        currentQuery: query,
        parses: parsesAsScript,
      });
      runClick(action, { snapshot, basePath, query, cell: cellRef.current, goTo });
      return action;
    },
    [viewOnly, preview, snapshot, query, basePath, goTo],
  );

  const onPopupClick = (kind: PopupKind, item: PopupCta) => {
    if (viewOnly || !page) return;
    track("click_popup_cta", { pageId: page.id, popupId: item.id, targetId: item.id });
    for (const [name, value] of [
      ["pageId", page.id],
      ["popupId", item.id],
      ["ctaId", item.id],
      ["type", kind],
      [positionCookie, codeOfCell(snapshot, cell)],
    ] as const) {
      writeCookie(name, value, { path: basePath || "/" });
    }
    const follow = () =>
      click(
        {
          type: item.transitionType,
          destination: item.linkUrl,
          surveyId: item.surveyId,
          internalLinkType: item.internalLinkType,
        },
        { pageId: page.id, popupId: item.id },
      );
    // A preview click counts nowhere: the applicant limit belongs to the published site.
    if (preview) {
      popup.clicked(kind);
      follow();
      return;
    }
    const counted = postPopupClick(snapshot.siteId, item.id, ensureSessionId(), snapshot.lang);
    if (kind !== "applicantLimit") {
      counted.then((result) => popup.clicked(kind, result.count)).catch(() => popup.clicked(kind));
      follow();
      return;
    }
    // The places are the server's to give: its link opens only once the server has counted the
    // click, and a refusal (the places went while this tab was open) is said, not followed.
    counted
      .then((result) => {
        popup.clicked(kind, result.count);
        follow();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          popup.clicked(kind, item.limit ?? undefined);
          showToast(error.message);
        } else showToast(error instanceof NetworkError ? t("noConnection") : t("requestError"));
      });
  };

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
      openProduct: (item, pageId) => setProduct({ product: item, pageId }),
      openCompany: (tab = "profile") => setCompanyTab(tab),
      openAlbum: () => setAlbumOpen(true),
    }),
    [snapshot, t, basePath, query, viewOnly, preview, mounted, isMember, soundOn, goTo, click, track],
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
                  overlayOpen={!!product || !!companyTab || albumOpen}
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
                <Suspense fallback={null}>
                  {idle && <NotificationBanner load={loadNotifications} />}
                  {idle && popup.state && (
                    <PopupCtaBanner
                      state={popup.state}
                      onClose={popup.close}
                      onTimeout={popup.timeout}
                      onClick={onPopupClick}
                    />
                  )}
                  {product && (
                    <ProductPopup product={product.product} pageId={product.pageId} onClose={closeProduct} />
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
            {companyTab && (
              <Suspense fallback={null}>
                <CompanyModal initialTab={companyTab} onClose={closeCompany} />
              </Suspense>
            )}
            {albumOpen && (
              <Suspense fallback={null}>
                <AlbumOverlay onClose={closeAlbum} />
              </Suspense>
            )}
          </div>
        </CellContext.Provider>
      </ViewerContext.Provider>
    </ReloadBoundary>
  );
}

/** The current page's music, on while the visitor has turned sound on. */
function BackgroundMusic({ url, playing }: { url: string | null; playing: boolean }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (url && playing) void audio.play().catch(() => undefined);
    else audio.pause();
  }, [url, playing]);
  if (!url) return null;
  // biome-ignore lint/a11y/useMediaCaption: background music, no speech to caption.
  return <audio ref={ref} src={url} loop preload="none" />;
}
