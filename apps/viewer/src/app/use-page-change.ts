import { addressRewriteDelayMs } from "@domain/viewer/constants.ts";
import { neighboursToPrefetch } from "@domain/viewer/navigation.ts";
import { type RefObject, useEffect, useState } from "react";
import type { Tracker } from "../analytics/tracker.ts";
import { preloadHls } from "../components/media/load-hls.ts";
import { writeCookie } from "../lib/cookies.ts";
import { type Cell, codeOfCell, gridOf, pageAt } from "../lib/navigation.ts";
import { sitePath } from "../lib/site-paths.ts";
import type { ViewerContextValue, ViewerSite } from "./viewer-context.tsx";

export const positionCookie = "position";

/** Where the visitor is, and what the page change reports to and loads with. */
interface PageChange {
  cell: Cell;
  /** The first page's id: drawn from the start, by the server too. */
  firstPageId: string;
  mounted: boolean;
  isMember: boolean;
  tracker: RefObject<Tracker | null>;
  track: ViewerContextValue["track"];
  load: (ids: string[], isMember: boolean) => void;
}

/**
 * A page change: count it, fetch and draw the neighbours, and rewrite the address 500 ms later.
 * Returns the pages drawn so far (the current one and the neighbours of every page visited).
 */
export function usePageChange(
  { snapshot, basePath, query, preview }: ViewerSite,
  { cell, firstPageId, mounted, isMember, tracker, track, load }: PageChange,
): ReadonlySet<string> {
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set([firstPageId]));

  useEffect(() => {
    if (!mounted) return;
    const current = pageAt(snapshot, cell);
    if (!current) return;
    track("slide_page", { pageId: current.id });
    tracker.current?.enterPage(current.id);
    const neighbours = Object.values(
      neighboursToPrefetch(gridOf(snapshot), cell, snapshot.settings.swipeRedirection),
    );
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
  }, [cell, mounted, isMember, snapshot, basePath, query, load, track, preview, tracker]);

  return near;
}
