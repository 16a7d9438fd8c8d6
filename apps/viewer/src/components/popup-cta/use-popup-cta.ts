import {
  closePopupItem,
  endPopupCountdown,
  type PopupKind,
  type PopupState,
  popupState,
  recordPopupClick,
} from "@domain/viewer/popup-cta.ts";
import type { LiveCounters, PopupCta, SiteSnapshot } from "@mekuri/domain";
import { useCallback, useEffect, useState } from "react";

function itemInput(popup: PopupCta | null, counters: LiveCounters | null) {
  if (!popup) return null;
  return {
    startDate: popup.startDate,
    endDate: popup.endDate,
    limit: popup.limit,
    numberClicks: counters?.popupClicks[popup.id] ?? 0,
    effectivePages: popup.effectivePages,
  };
}

/**
 * The popup CTA's state for the current page (viewer.md §4): recomputed on every page change and
 * when the live counters arrive; closed, timed-out and full items stay hidden.
 */
export function usePopupCta(
  snapshot: SiteSnapshot,
  pageOrder: number,
  counters: LiveCounters | null,
  mounted: boolean,
) {
  const [state, setState] = useState<PopupState | null>(null);

  useEffect(() => {
    if (!mounted) return;
    setState((previous) =>
      popupState({
        timeLimit: itemInput(snapshot.popupCtas.timeLimit, counters),
        // An applicant-limited item waits for the live count: it may already be full.
        applicantLimit: counters ? itemInput(snapshot.popupCtas.applicantLimit, counters) : null,
        pageOrder,
        now: new Date(),
        enabled: snapshot.plan.settingPopupCta,
        previous,
      }),
    );
  }, [snapshot, pageOrder, counters, mounted]);

  const close = useCallback((kind: PopupKind) => {
    setState((s) => (s ? closePopupItem(s, kind).state : s));
  }, []);
  const timeout = useCallback((kind: PopupKind) => {
    setState((s) => (s ? endPopupCountdown(s, kind).state : s));
  }, []);
  const clicked = useCallback((kind: PopupKind, serverCount?: number) => {
    setState((s) => (s ? recordPopupClick(s, kind, serverCount).state : s));
  }, []);

  return { state, close, timeout, clicked };
}
