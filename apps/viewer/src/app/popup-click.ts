import type { PopupKind } from "@domain/viewer/popup-cta.ts";
import type { PopupCta } from "@mekuri/domain";
import { ensureSessionId } from "../analytics/session.ts";
import { ApiError, NetworkError } from "../api/client.ts";
import { postPopupClick } from "../api/endpoints.ts";
import type { usePopupCta } from "../components/popup-cta/use-popup-cta.ts";
import { writeCookie } from "../lib/cookies.ts";
import { type Cell, codeOfCell, pageAt } from "../lib/navigation.ts";
import { showToast } from "../lib/toast-store.ts";
import type { Translate } from "../lib/translate.ts";
import { positionCookie } from "./use-page-change.ts";
import type { ViewerContextValue, ViewerSite } from "./viewer-context.tsx";

/** The popup's state and what a click on it reports to and follows with. */
interface PopupClick {
  cell: Cell;
  t: Translate;
  popup: ReturnType<typeof usePopupCta>;
  track: ViewerContextValue["track"];
  click: ViewerContextValue["click"];
}

/**
 * What a tap on a popup CTA does: counted, remembered in cookies for the form it may lead to, then followed.
 * The applicant-limited popup follows only once the server has given the visitor a place.
 */
export function popupClickHandler(
  { snapshot, basePath, viewOnly, preview }: ViewerSite,
  { cell, t, popup, track, click }: PopupClick,
) {
  const page = pageAt(snapshot, cell);
  return (kind: PopupKind, item: PopupCta) => {
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
}
