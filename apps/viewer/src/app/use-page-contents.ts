import { findSnapshotPage, snapshotPages } from "@domain/site/snapshot-pages.ts";
import type { PageContent, SiteSnapshot } from "@mekuri/domain";
import { useCallback, useRef, useState } from "react";
import { ApiError, NetworkError } from "../api/client.ts";
import { clearMemberToken, fetchPageContent, memberToken } from "../api/endpoints.ts";
import { showToast } from "../lib/toast-store.ts";
import type { Translate } from "../lib/translate.ts";

type Contents = Record<string, PageContent | null | undefined>;

function initialContents(snapshot: SiteSnapshot): Contents {
  const contents: Contents = {};
  for (const page of snapshotPages(snapshot)) contents[page.id] = page.content;
  return contents;
}

/**
 * Page contents: what the server inlined, then what the viewer fetches for the current page and its
 * neighbours (viewer.md §4 "Page loading"). A failed load is forgotten (so it is retried on the next
 * visit) and shows the server's message. A 401 or 403 on members-only content means the member's
 * token is no longer good for this page: it is cleared and `onMemberExpired` shows the lock screen
 * (register or log in) again, never a blank page (viewer.md §8).
 */
export function usePageContents(snapshot: SiteSnapshot, t: Translate, onMemberExpired: () => void) {
  const [contents, setContents] = useState<Contents>(() => initialContents(snapshot));
  const loading = useRef(new Set<string>());
  const contentsRef = useRef(contents);
  contentsRef.current = contents;

  const load = useCallback(
    (pageIds: string[], isMember: boolean) => {
      for (const pageId of pageIds) {
        const page = findSnapshotPage(snapshot, pageId);
        if (!page || loading.current.has(pageId)) continue;
        const content = contentsRef.current[pageId];
        const lockedForMember = page.membersOnlyLock && isMember && content === null;
        if (content !== undefined && !lockedForMember) continue;
        if (page.membersOnlyLock && !isMember) continue;
        loading.current.add(pageId);
        const token = page.membersOnlyLock ? memberToken(snapshot.siteId) : null;
        fetchPageContent(snapshot.siteId, pageId, snapshot.lang, token)
          .then((result) => setContents((current) => ({ ...current, [pageId]: result.content })))
          .catch((error: unknown) => {
            if (error instanceof NetworkError) showToast(t("noConnection"));
            else if (error instanceof ApiError && (error.status === 401 || error.status === 403) && token) {
              clearMemberToken(snapshot.siteId);
              onMemberExpired();
              showToast(error.message);
            } else if (error instanceof ApiError) showToast(error.message);
            else showToast(t("requestError"));
          })
          .finally(() => loading.current.delete(pageId));
      }
    },
    [snapshot, t, onMemberExpired],
  );

  return { contents, load };
}
