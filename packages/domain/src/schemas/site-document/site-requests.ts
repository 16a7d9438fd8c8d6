import { z } from "zod";
import { messageRef } from "../../i18n/message-format.ts";
import { siteStatuses, viewModes } from "../../site/enums.ts";
import { siteDomainSummary } from "../custom-domain.ts";
import { required } from "../fields.ts";
import { choice } from "../users.ts";
import { siteLanguage } from "./builder-fields.ts";
import { checkGrid, checkLanguages } from "./document-checks.ts";
import { gridSize, type Shape, siteName } from "./document-shape.ts";

/** Creating, listing and publishing sites (the calls around the document). */
const createSiteShape = z
  .object({
    name: siteName,
    numberHorizontal: gridSize,
    numberVertical: gridSize,
    viewMode: choice(viewModes).default("MOBILE"),
    defaultLanguage: siteLanguage.default("ja"),
    languages: z.array(siteLanguage).min(1, { error: required }).optional(),
    /** The account the site belongs to: the caller's own by default, or one below it. */
    accountId: z.uuid().optional(),
  })
  .strict();

/** POST /site: a new draft; `languages` defaults to the default language alone. */
export function createSiteBodyFor(limits: { maxPages: number }) {
  return createSiteShape.superRefine((body, ctx) => {
    const languages = body.languages ?? [body.defaultLanguage];
    checkGrid({ ...body, languages } as Shape, ctx, limits.maxPages);
    checkLanguages({ ...body, languages } as Shape, ctx);
  });
}
export const createSiteBody = createSiteBodyFor({ maxPages: Number.POSITIVE_INFINITY });
export type CreateSiteBody = z.input<typeof createSiteBody>;
export const createSiteResponse = z.object({ id: z.string(), message: z.string() });

/**
 * Where a page of the list starts or ends in its order (newest first): the site's creation time to
 * the microsecond and its id, as the list answers it in `nextCursor` / `previousCursor`.
 */
export const siteListCursor = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    {
      error: messageRef("validation.invalidValue"),
    },
  );

/** The list's filters, which its CSV export shares. */
export const siteListFilters = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(siteStatuses).optional(),
  accountId: z.uuid().optional(),
});

export const siteListQuery = siteListFilters
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    /**
     * "false" skips counting the matching sites (`total` is then null): a client paging through
     * unchanged filters already has the total, and the count is most of a list request's cost.
     */
    withTotal: z.enum(["true", "false"]).optional(),
    /**
     * Keyset paging (decision 120): the page after the previous page's `nextCursor`, or before the
     * next page's `previousCursor`, read from the index without skipping the rows before it. `page`
     * still names the page; without a cursor it is found by counting rows (slower deep in the list).
     */
    after: siteListCursor.optional(),
    before: siteListCursor.optional(),
  })
  .refine((query) => query.after === undefined || query.before === undefined, {
    error: messageRef("validation.invalidValue"),
    path: ["before"],
  });
export type SiteListQuery = z.infer<typeof siteListQuery>;

export const siteListItem = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(siteStatuses),
  /** The public address of the site (its custom domain when verified). */
  siteUrl: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  account: z.object({ id: z.string(), companyName: z.string() }),
  /** Page views of the current month (JST) so far, from the analytics rollups. */
  pageViewsThisMonth: z.number().int(),
  /** The custom domain and its verification state, if one is set (issue 18). */
  domain: siteDomainSummary.nullable(),
});
export type SiteListItem = z.infer<typeof siteListItem>;

export const siteListResponse = z.object({
  items: z.array(siteListItem),
  /** The matching sites; null when the request asked not to count them (`with_total=false`). */
  total: z.number().int().nullable(),
  /** `before` for the page in front of this one and `after` for the one behind it; null on an empty page. */
  previousCursor: siteListCursor.nullable(),
  nextCursor: siteListCursor.nullable(),
});
export type SiteListResponse = z.infer<typeof siteListResponse>;

export const siteVisibilities = ["public", "private"] as const;
export const publishSiteBody = z.object({ visibility: choice(siteVisibilities) }).strict();
export type PublishSiteBody = z.infer<typeof publishSiteBody>;
export const publishSiteResponse = z.object({
  message: z.string(),
  status: z.enum(siteStatuses),
  version: z.number().int().nullable(),
});
