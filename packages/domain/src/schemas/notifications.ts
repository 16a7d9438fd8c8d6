import { z } from "zod";
import { messageRef } from "../i18n/message-format.ts";
import { systemNotificationTargets } from "../notifications/audience.ts";
import { fitsCharacters, noticeContentMaxLength } from "../notifications/content-length.ts";
import {
  noticeStatuses,
  noticeStatusFilters,
  publicationTypes,
  storedNoticeStatuses,
} from "../notifications/status.ts";
import { requiredOrType, requiredText } from "./fields.ts";
import { optionalLinkUrl, optionalMediaUrl } from "./site-document.ts";
import { choice } from "./users.ts";

/**
 * News, notification delivery and system notifications (admin.md §3, §5, §7). One body shape for
 * news and deliveries; the date rules that need "now" (an end already past) are the server's.
 */
export const noticeTitleMaxLength = 50;

const noticeContent = z
  .string({ error: requiredOrType })
  .refine((value) => fitsCharacters(value, noticeContentMaxLength), {
    error: messageRef("validation.maxLength", { max: noticeContentMaxLength }),
  });
const instant = z
  .string({ error: requiredOrType })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: messageRef("sites.invalidDateTime") })
  .nullable();

/** Start and end (admin.md §5 Dates): a scheduled item needs its start; a start needs an end after it. */
function checkWindow(
  value: { publicationType: string; startDate: string | null; endDate: string | null },
  ctx: z.RefinementCtx,
) {
  const start = value.startDate === null ? undefined : Date.parse(value.startDate);
  const end = value.endDate === null ? undefined : Date.parse(value.endDate);
  if (value.publicationType === "scheduled" && start === undefined)
    ctx.addIssue({ code: "custom", path: ["startDate"], message: messageRef("notices.startRequired") });
  if (start !== undefined && value.publicationType === "scheduled" && end === undefined)
    ctx.addIssue({ code: "custom", path: ["endDate"], message: messageRef("notices.endRequired") });
  if (start !== undefined && end !== undefined && !(end > start))
    ctx.addIssue({ code: "custom", path: ["endDate"], message: messageRef("notices.endAfterStart") });
}

const noticeFields = {
  title: requiredText(noticeTitleMaxLength),
  newsUrl: optionalLinkUrl.default(""),
  content: noticeContent,
  imageUrl: optionalMediaUrl.default(""),
  publicationType: choice(publicationTypes),
  startDate: instant.default(null),
  endDate: instant.default(null),
  status: choice(storedNoticeStatuses),
};

export const noticeBody = z.strictObject(noticeFields).superRefine(checkWindow);
export type NoticeBody = z.infer<typeof noticeBody>;
export type NoticeBodyInput = z.input<typeof noticeBody>;

export const noticeView = z.object({
  id: z.string(),
  title: z.string(),
  newsUrl: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  publicationType: z.enum(publicationTypes),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** As stored: draft, publish or unpublish. */
  status: z.enum(storedNoticeStatuses),
  /** As read now: adds scheduled and expired. */
  displayStatus: z.enum(noticeStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoticeView = z.infer<typeof noticeView>;

export const noticeListQuery = z.object({
  status: z.enum(noticeStatusFilters).default("all"),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

export const noticePage = z.object({ items: z.array(noticeView), total: z.number().int() });

export const siteNoticeParams = z.object({ siteId: z.uuid() });
export const siteNoticeItemParams = z.object({ siteId: z.uuid(), id: z.uuid() });
export const noticeParams = z.object({ id: z.uuid() });

/** A news item or system notification as its reader sees it, with the reader's read mark. */
export const receivedNotice = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  newsUrl: z.string(),
  imageUrl: z.string(),
  /** When it became visible: its start, or its publication. */
  publishedAt: z.string(),
  read: z.boolean(),
});
export type ReceivedNotice = z.infer<typeof receivedNotice>;

export const inboxQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const inboxPage = z.object({
  items: z.array(receivedNotice),
  total: z.number().int(),
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPage>;

export const systemNoticeBody = z
  .strictObject({
    title: requiredText(noticeTitleMaxLength),
    content: noticeContent,
    targets: z
      .array(choice(systemNotificationTargets), { error: requiredOrType })
      .min(1, { error: messageRef("notices.targetsRequired") })
      .max(systemNotificationTargets.length),
    publicationType: choice(publicationTypes),
    startDate: instant.default(null),
    endDate: instant.default(null),
  })
  .superRefine(checkWindow);
export type SystemNoticeBody = z.infer<typeof systemNoticeBody>;
export type SystemNoticeBodyInput = z.input<typeof systemNoticeBody>;

export const systemNoticeView = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  targets: z.array(z.enum(systemNotificationTargets)),
  publicationType: z.enum(publicationTypes),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  displayStatus: z.enum(noticeStatuses),
  /** How many of its readers marked it read. */
  readCount: z.number().int(),
  createdAt: z.string(),
});
export type SystemNoticeView = z.infer<typeof systemNoticeView>;
export const systemNoticePage = z.object({ items: z.array(systemNoticeView), total: z.number().int() });

export const markAsReadBody = z.strictObject({
  /** Ids that are not the reader's, or do not exist, are ignored (their existence stays secret). */
  notiIds: z.array(z.uuid()).max(500).default([]),
  /** Everything the reader has, read or not (the list's mark-all). */
  all: z.boolean().default(false),
});
export const markAsReadResponse = z.object({ unread: z.number().int() });
