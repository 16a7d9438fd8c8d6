/**
 * News and notification delivery (admin.md §3, §4): what is stored and what the reader sees.
 * "Expired" and "scheduled" follow from the dates when read; nothing flips a row on a timer.
 */
export const storedNoticeStatuses = ["draft", "publish", "unpublish"] as const;
export type StoredNoticeStatus = (typeof storedNoticeStatuses)[number];

export const publicationTypes = ["instant", "scheduled"] as const;
export type PublicationType = (typeof publicationTypes)[number];

export const noticeStatuses = ["draft", "public", "scheduled", "unpublic", "expired"] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];

/** The list filter of admin.md §3: "all" is the spec's "unset". */
export const noticeStatusFilters = ["all", "public", "unpublic", "draft", "expired"] as const;
export type NoticeStatusFilter = (typeof noticeStatusFilters)[number];

export interface NoticeTiming {
  status: StoredNoticeStatus;
  startDate: Date | null;
  endDate: Date | null;
}

/** The status a reader sees at `now`; the end instant itself still counts as inside the window. */
export function noticeStatusAt(notice: NoticeTiming, now: Date): NoticeStatus {
  if (notice.status === "draft") return "draft";
  if (notice.status === "unpublish") return "unpublic";
  if (notice.endDate && notice.endDate.getTime() < now.getTime()) return "expired";
  if (notice.startDate && notice.startDate.getTime() > now.getTime()) return "scheduled";
  return "public";
}

/** Whether the notice is shown to its readers (visitors or users) at `now`. */
export function isNoticeVisible(notice: NoticeTiming, now: Date): boolean {
  return noticeStatusAt(notice, now) === "public";
}

/** The "public" filter also lists scheduled items: they are published, just not yet started. */
export function matchesStatusFilter(status: NoticeStatus, filter: NoticeStatusFilter): boolean {
  if (filter === "all") return true;
  if (filter === "public") return status === "public" || status === "scheduled";
  return status === filter;
}

/**
 * The next instant at which the set of visible notices can change (a start or an end still
 * ahead), so a cache of what is visible can expire exactly then. Undefined: nothing ahead.
 */
export function nextNoticeBoundary(notices: readonly NoticeTiming[], now: Date): Date | undefined {
  let next: number | undefined;
  for (const notice of notices) {
    if (notice.status !== "publish") continue;
    for (const date of [notice.startDate, notice.endDate]) {
      // An end is inclusive: the notice goes one millisecond after it.
      const at = date && (date === notice.endDate ? date.getTime() + 1 : date.getTime());
      if (at && at > now.getTime() && (next === undefined || at < next)) next = at;
    }
  }
  return next === undefined ? undefined : new Date(next);
}
