import { z } from "zod";
import { messageRef } from "../i18n/message-format.ts";
import { pageContent, seo } from "../site/content.ts";
import { currentPassword, email, required, requiredOrType } from "./fields.ts";

/** Requests and answers of the preview (viewer.md §7, admin.md §7 Preview) and of the public SEO call. */
export const previewSiteParams = z.object({ id: z.uuid() });

export const previewQuery = z.object({
  /** The host the preview is shown on; when given it must be one the site is served on. */
  domain: z.string().max(253).optional(),
  lang: z.string().max(5).optional(),
});

export const previewLoginBody = z.object({ email, password: currentPassword });

export const previewTokenResponse = z.object({
  token: z.string(),
  /** Seconds the token stays valid. */
  expiresIn: z.number().int(),
});
export type PreviewTokenResponse = z.infer<typeof previewTokenResponse>;

/** Eight at least: a passcode guarded by a rate limit still has to outlast a slow guesser (decision 033). */
export const previewPasswordMinLength = 8;
export const previewPasswordMaxLength = 64;

/** The site passcode: any characters but spaces, 8 to 64 of them. */
export const previewPassword = z
  .string({ error: requiredOrType })
  .min(1, { error: required, abort: true })
  .min(previewPasswordMinLength, {
    error: messageRef("validation.passwordLength", {
      min: previewPasswordMinLength,
      max: previewPasswordMaxLength,
    }),
  })
  .max(previewPasswordMaxLength, {
    error: messageRef("validation.passwordLength", {
      min: previewPasswordMinLength,
      max: previewPasswordMaxLength,
    }),
  })
  .regex(/^\S+$/, { error: messageRef("validation.invalidValue") });

export const previewEmails = z.array(email).max(100, { error: messageRef("validation.invalidValue") });

export const previewShareBody = z.object({
  /** Added to the invited list; each new address gets an invitation mail. */
  emails: previewEmails.default([]),
  /** Sets (or replaces) the site passcode. */
  password: previewPassword.optional(),
  isPrivate: z.boolean(),
});
export type PreviewShareBody = z.input<typeof previewShareBody>;

export const previewShareInfo = z.object({
  isPrivate: z.boolean(),
  hasPassword: z.boolean(),
  emails: z.array(z.object({ email: z.string(), invitedAt: z.string() })),
});
export type PreviewShareInfo = z.infer<typeof previewShareInfo>;

export const previewShareResponse = z.object({ message: z.string(), share: previewShareInfo });

export const previewRevokeBody = z.object({
  /** Their open preview sessions end; they stay invited. */
  emails: previewEmails.default([]),
  /** Sends the invitation again to every invited address. */
  resendAll: z.boolean().default(false),
});

export const previewEmailsBody = z.object({ emails: previewEmails.min(1, { error: required }) });

export const previewSetPasswordBody = z.object({ password: previewPassword });

/** What the preview page needs to know before it asks for anything: which form to show. */
export const previewShareStatus = z.object({
  shared: z.boolean(),
  isPrivate: z.boolean(),
  hasPassword: z.boolean(),
});
export type PreviewShareStatus = z.infer<typeof previewShareStatus>;

export const shareStatusQuery = z.object({ siteId: z.uuid() });

export const seoQuery = z
  .object({
    siteId: z.uuid().optional(),
    /** A site's custom domain, as an alternative to its id. */
    domain: z.string().max(253).optional(),
    lang: z.string().max(5).optional(),
  })
  .refine((query) => query.siteId !== undefined || query.domain !== undefined, {
    error: required,
    path: ["siteId"],
  });

export const seoResponse = z.object({
  siteId: z.string(),
  lang: z.string(),
  seo,
});
export type SeoResponse = z.infer<typeof seoResponse>;

export const pageProductsParams = z.object({ pageId: z.uuid() });
export const pageProductsQuery = z.object({ lang: z.string().max(5).optional() });
export const pageProductsResponse = z.object({
  siteId: z.string(),
  pageId: z.string(),
  products: pageContent.shape.products,
});
