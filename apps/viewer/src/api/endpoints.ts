import { notificationFetchTake } from "@domain/viewer/constants.ts";
import type { LiveCounters, PageContent } from "@mekuri/domain";
import { apiRequest } from "./client.ts";

const site = (siteId: string) => `/end-user/site/${encodeURIComponent(siteId)}`;

export interface PageContentResponse {
  pageId: string;
  content: PageContent;
}

/** Content of a page left out of the inlined snapshot; `token` selects the members-only variant. */
export function fetchPageContent(siteId: string, pageId: string, lang: string, token: string | null) {
  const variant = token ? "private" : "public";
  const path = `${site(siteId)}/page/${encodeURIComponent(pageId)}/${variant}?lang=${lang}`;
  return apiRequest<PageContentResponse>(path, { lang, token });
}

export function fetchCounters(siteId: string, lang: string) {
  return apiRequest<LiveCounters>(`${site(siteId)}/counters`, { lang });
}

export interface NotificationItem {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  newsUrl: string | null;
  startDate: string | null;
  endDate: string | null;
}

export type NotificationSource = () => Promise<{ items: NotificationItem[] }>;

export function fetchNotifications(siteId: string, lang: string) {
  const query = `site_id=${encodeURIComponent(siteId)}&skip=1&take=${notificationFetchTake}&status=publish`;
  return apiRequest<{ items: NotificationItem[] }>(`/end-user/noti_delivery?${query}`, { lang });
}

/** Click counters name the site in the body: the server looks the item up in that site's snapshot. */
export function postCampaignClick(siteId: string, itemId: string, lang: string) {
  return apiRequest<{ count: number }>(`/end-user/campaign/${encodeURIComponent(itemId)}/click`, {
    method: "POST",
    body: { siteId },
    lang,
  });
}

export function postPopupClick(siteId: string, popupId: string, sessionId: string, lang: string) {
  return apiRequest<{ count: number }>(`/end-user/popup/${encodeURIComponent(popupId)}/click`, {
    method: "POST",
    body: { siteId, sessionId },
    lang,
  });
}

const memberKey = (siteId: string) => `mekuri.member.${siteId}`;

/** The member token of this site, when a member is logged in (an end-user token is valid for one site). */
export function memberToken(siteId: string): string | null {
  try {
    return localStorage.getItem(memberKey(siteId));
  } catch {
    return null;
  }
}

/** Logout, or an end-user 401 (viewer.md §8): the token and the remembered address go. */
export function clearMemberToken(siteId: string): void {
  try {
    localStorage.removeItem(memberKey(siteId));
    localStorage.removeItem(`${memberKey(siteId)}.email`);
  } catch {
    // Storage refused (private mode): nothing was stored either.
  }
}
