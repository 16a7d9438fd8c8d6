import { z } from "zod";
import { pageContent } from "../site/content.ts";

/** Requests and answers of the public viewer's calls (viewer.md §7). */
export const publicSiteParams = z.object({ siteId: z.uuid() });
export const publicPageParams = z.object({ siteId: z.uuid(), pageId: z.uuid() });
export const publicLangQuery = z.object({
  lang: z.string().max(5).optional(),
  variationId: z.string().max(64).optional(),
});

export const pageContentResponse = z.object({ pageId: z.string(), content: pageContent });
export const productsResponse = z.object({ pageId: z.string(), products: pageContent.shape.products });
export const buttonsResponse = z.object({ pageId: z.string(), buttons: pageContent.shape.buttons });
export const linksResponse = z.object({ pageId: z.string(), links: pageContent.shape.links });

export const notificationDeliveryQuery = z.object({
  siteId: z.uuid(),
  skip: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(1000).default(1000),
  status: z.enum(["publish"]).default("publish"),
});
export const deliveredNotification = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  newsUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export const notificationDeliveryResponse = z.object({
  items: z.array(deliveredNotification),
  total: z.number().int(),
});

export const clickTargetParams = z.object({ id: z.uuid() });
export const clickCountResponse = z.object({ count: z.number().int() });
/** The viewer's session (its sessionId cookie): a popup counts one click per session (decision 046). */
export const popupClickBody = z.object({ siteId: z.uuid(), sessionId: z.string().min(8).max(64) });
export type PopupClickBody = z.infer<typeof popupClickBody>;
