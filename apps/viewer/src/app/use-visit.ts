import { pcLayoutMinWidth } from "@domain/viewer/constants.ts";
import type { LiveCounters } from "@mekuri/domain";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { readBrowserEntry } from "../analytics/entry.ts";
import { renewVisitorCookies } from "../analytics/session.ts";
import { Tracker } from "../analytics/tracker.ts";
import { fetchCounters, memberToken } from "../api/endpoints.ts";
import { whenIdle } from "../lib/idle.ts";
import { armLeaveGuard } from "../lib/leave-guard.ts";
import { type Cell, pageAt } from "../lib/navigation.ts";
import { showFlashedToast } from "../lib/toast-store.ts";
import { loadProductPopup } from "./lazy-parts.ts";
import type { ViewerSite } from "./viewer-context.tsx";

/**
 * What starts once the page is in the browser (never in the server's render): the visitor's
 * cookies and member sign-in, the analytics tracker and its landing view, the leave guard, the
 * PC layout's width, the popup's live counters, and the idle moment that brings the extra parts.
 * `cell` is the cell at hand when the page loads: its view is the visit's first.
 */
export function useVisit({ snapshot, viewOnly, preview }: ViewerSite, cell: RefObject<Cell>) {
  const [mounted, setMounted] = useState(false);
  const [isMember, setIsMember] = useState(false);
  const [counters, setCounters] = useState<LiveCounters | null>(null);
  const [wide, setWide] = useState(false);
  const [idle, setIdle] = useState(false);
  const tracker = useRef<Tracker | null>(null);

  useEffect(() => {
    setMounted(true);
    if (!preview) renewVisitorCookies();
    showFlashedToast();
    setIsMember(preview || !!memberToken(snapshot.siteId));
    tracker.current = preview ? null : new Tracker(snapshot.siteId, snapshot.lang);
    const landing = pageAt(snapshot, cell.current);
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
  }, [snapshot, viewOnly, preview, cell]);

  /** The member's token was refused: the locked pages lock again. */
  const memberExpired = useCallback(() => setIsMember(false), []);

  return { mounted, isMember, memberExpired, counters, wide, idle, tracker };
}
