import { z } from "zod";

/** The Membership, CONTACT and Form lists of a site (admin.md §2, §7 Site data lists). */
export const siteDataParams = z.object({ siteId: z.uuid() });

export const siteDataQuery = z.object({
  /** Matches any answer (and the e-mail). */
  keyword: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  lang: z.string().max(5).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type SiteDataQuery = z.infer<typeof siteDataQuery>;

/** One answer of a form, with the field's title at the time it was sent. */
export const submittedField = z.object({
  fieldId: z.string(),
  title: z.string(),
  value: z.union([z.string(), z.number(), z.array(z.string())]),
});

export const siteMemberRow = z.object({
  id: z.string(),
  email: z.string(),
  lang: z.string(),
  fields: z.array(submittedField),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const siteMemberPage = z.object({ items: z.array(siteMemberRow), total: z.number().int() });
export type SiteMemberPage = z.infer<typeof siteMemberPage>;

export const siteSubmissionRow = z.object({
  id: z.string(),
  /** The address the visitor gave in an e-mail field, if any. */
  email: z.string().nullable(),
  lang: z.string(),
  mode: z.string().nullable(),
  fields: z.array(submittedField),
  createdAt: z.string(),
});
export const siteSubmissionPage = z.object({ items: z.array(siteSubmissionRow), total: z.number().int() });
export type SiteSubmissionPage = z.infer<typeof siteSubmissionPage>;

/** External API: a site's contact and homepage form submissions (answers: externalSubmissionList). */
export const externalSubmissionParams = z.object({ accountId: z.uuid(), siteId: z.uuid() });
export const externalSubmissionQuery = z.object({
  kind: z.enum(["contact", "homepage"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
