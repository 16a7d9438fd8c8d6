import { snapshotPages } from "@domain/site/snapshot-pages.ts";
import { normalizePositionCode } from "@domain/viewer/position.ts";
import type { SiteSnapshot } from "@mekuri/domain";
import { readCookie } from "../lib/cookies.ts";
import { sitePath } from "../lib/site-paths.ts";

/** The same key the swipe viewer reads (api/endpoints.ts memberToken), so a login unlocks its pages. */
const memberKey = (siteId: string) => `mekuri.member.${siteId}`;

export function storeMember(siteId: string, token: string, email: string | null): void {
  try {
    localStorage.setItem(memberKey(siteId), token);
    if (email) localStorage.setItem(`${memberKey(siteId)}.email`, email);
  } catch {
    // Storage refused (private mode): the member stays logged out, as the browser wants.
  }
}

export function memberEmail(siteId: string): string | null {
  try {
    return localStorage.getItem(`${memberKey(siteId)}.email`);
  } catch {
    return null;
  }
}

/**
 * Where login and registration lead back to: the page the visitor came from (the lock screen and the
 * viewer keep it in the position cookie), else the site's first members-only page, else its first
 * page. `preferLocked` is for registration, whose button promises the members-only content.
 */
export function returnPath(
  snapshot: SiteSnapshot,
  basePath: string,
  query: string,
  preferLocked = false,
): string {
  const remembered = normalizePositionCode(readCookie("position") ?? "");
  const pages = snapshotPages(snapshot);
  const known = remembered && pages.some((page) => page.code === remembered) ? remembered : undefined;
  const locked = preferLocked ? pages.find((page) => page.membersOnlyLock)?.code : undefined;
  return sitePath(snapshot, basePath, { kind: "topic", position: known ?? locked }, query);
}
