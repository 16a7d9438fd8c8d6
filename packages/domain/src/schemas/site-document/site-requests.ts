import { z } from "zod";
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

export const siteListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(siteStatuses).optional(),
  accountId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * "false" skips counting the matching sites (`total` is then null): a client paging through
   * unchanged filters already has the total, and the count is most of a list request's cost.
   */
  withTotal: z.enum(["true", "false"]).optional(),
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
