import { z } from "zod";
import {
  campaign,
  companyInfo,
  formConfig,
  imageAsset,
  pageContent,
  pageMedia,
  popupCta,
  seo,
  snsLink,
} from "./content.ts";
import { alignments, logoPlacements, siteLanguages, viewModes } from "./enums.ts";

/**
 * A published site in one language: immutable, compiled when the site is published, read by the
 * public endpoints and inlined into the public HTML. Members-only pages carry `content: null`; their
 * content lives only in the private snapshot (ARCHITECTURE.md, Data).
 */
export const snapshotPage = z.object({
  id: z.string(),
  /** Cell code, e.g. "B3". */
  code: z.string(),
  /** 1-based row within its category. */
  order: z.number().int(),
  membersOnlyLock: z.boolean(),
  media: pageMedia.nullable(),
  thumbnail: imageAsset.nullable(),
  backgroundMusicUrl: z.string().nullable(),
  content: pageContent.nullable(),
});
export type SnapshotPage = z.infer<typeof snapshotPage>;

export const snapshotCategory = z.object({
  id: z.string(),
  /** Column letter(s), e.g. "A". */
  code: z.string(),
  columnIndex: z.number().int(),
  name: z.string(),
  /** The menu item's own text colour; null or absent (older snapshots) shows settings.globalMenu.textColor. */
  textColor: z.string().nullable().optional(),
  pages: z.array(snapshotPage),
});
export type SnapshotCategory = z.infer<typeof snapshotCategory>;

/** admin.md §3 "custom site branding" of the site's own pages; null falls back (viewer/branding.ts). */
export const siteBranding = z.object({
  logoUrl: z.string().nullable(),
  mainColor: z.string().nullable(),
  textColor: z.string().nullable(),
});
export type SiteBranding = z.infer<typeof siteBranding>;
export const noBranding = (): SiteBranding => ({ logoUrl: null, mainColor: null, textColor: null });

export const siteSettings = z.object({
  logo: z
    .object({ image: imageAsset, placement: z.enum(logoPlacements), alignment: z.enum(alignments) })
    .nullable(),
  faviconUrl: z.string().nullable(),
  globalMenu: z.object({
    textColor: z.string(),
    backgroundColor: z.string(),
    fontSize: z.number(),
    width: z.number().nullable(),
  }),
  speakerColor: z.string(),
  display: z.object({
    languageIcon: z.boolean(),
    globalMenu: z.boolean(),
    pageCount: z.boolean(),
    album: z.boolean(),
  }),
  swipeRedirection: z.boolean(),
  safeAreaColor: z.string(),
  isEcLink: z.boolean(),
  autoAttachUrlParam: z.boolean(),
  /** Absent in documents and snapshots saved before branding existed. */
  branding: siteBranding.default(noBranding),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const siteSnapshot = z.object({
  siteId: z.string(),
  version: z.number().int(),
  publishedAt: z.string(),
  lang: z.enum(siteLanguages),
  defaultLanguage: z.enum(siteLanguages),
  languages: z.array(z.enum(siteLanguages)),
  name: z.string(),
  viewMode: z.enum(viewModes),
  grid: z.object({ columns: z.number().int(), rows: z.number().int() }),
  domain: z.object({ customDomain: z.string().nullable(), customPath: z.string().nullable() }),
  settings: siteSettings,
  /** The creator's plan, as far as the viewer must know it (viewer.md §6). */
  plan: z.object({ settingFormContact: z.boolean(), settingPopupCta: z.boolean(), poweredBy: z.boolean() }),
  seo,
  categories: z.array(snapshotCategory),
  sns: z.array(snsLink),
  company: companyInfo.nullable(),
  scripts: z.object({ contactScript: z.string(), membershipScript: z.string(), formScript: z.string() }),
  popupCtas: z.object({ timeLimit: popupCta.nullable(), applicantLimit: popupCta.nullable() }),
  campaign: campaign.nullable(),
  /** The contact, membership and homepage forms in this language; absent in snapshots made before forms were compiled. */
  forms: z.array(formConfig).optional(),
});
export type SiteSnapshot = z.infer<typeof siteSnapshot>;

/** The members-only part of a published site: page id → content. */
export const privateSnapshot = z.object({
  siteId: z.string(),
  version: z.number().int(),
  lang: z.enum(siteLanguages),
  pages: z.record(z.string(), pageContent),
});
export type PrivateSnapshot = z.infer<typeof privateSnapshot>;

/** Counters that change while a site is live, served beside the immutable snapshot. */
export const liveCounters = z.object({
  popupClicks: z.record(z.string(), z.number().int()),
  campaignClicks: z.record(z.string(), z.number().int()),
});
export type LiveCounters = z.infer<typeof liveCounters>;
