import { z } from "zod";
import {
  button,
  campaign as campaignContent,
  companyInfo,
  formConfig,
  linkArea,
  pageDetail,
  popupCta,
  product,
  seo,
  snsLink,
} from "../../site/content.ts";
import { siteLanguages, viewModes } from "../../site/enums.ts";
import { siteSettings } from "../../site/snapshot.ts";
import { siteDocumentShape } from "./document-shape.ts";
import { sitePage } from "./page.ts";
import { siteScripts } from "./settings.ts";

/**
 * The document as the server answers it: the same fields without the editing rules, so a site
 * stored under older rules (or a plan since changed) still loads and can be corrected.
 */
export const storedSiteDocument = siteDocumentShape.extend({
  name: z.string(),
  numberHorizontal: z.number().int(),
  numberVertical: z.number().int(),
  viewMode: z.enum(viewModes),
  defaultLanguage: z.enum(siteLanguages),
  languages: z.array(z.enum(siteLanguages)),
  settings: siteSettings,
  scripts: siteScripts,
  customDomain: z.string().nullable(),
  customPath: z.string().nullable(),
  pages: z.array(
    sitePage.extend({
      id: z.string().optional(),
      backgroundMusicUrl: z.string().nullable(),
      chatbotScript: z.string().nullable(),
      details: z.partialRecord(z.enum(siteLanguages), pageDetail),
      buttons: z.partialRecord(z.enum(siteLanguages), z.array(button)),
      products: z.partialRecord(z.enum(siteLanguages), z.array(product)),
      links: z.partialRecord(z.enum(siteLanguages), z.array(linkArea)),
    }),
  ),
  categories: z.array(
    z.object({
      columnIndex: z.number().int(),
      names: z.partialRecord(z.enum(siteLanguages), z.string()),
      textColor: z.string().nullable().default(null),
    }),
  ),
  sns: z.array(snsLink),
  texts: z.partialRecord(z.enum(siteLanguages), z.object({ seo, company: companyInfo.nullable() })),
  popupCtas: z.object({
    timeLimit: popupCta.omit({ id: true, kind: true }).nullable(),
    applicantLimit: popupCta.omit({ id: true, kind: true }).nullable(),
  }),
  campaign: campaignContent
    .omit({ id: true, name: true, backgroundUrl: true })
    .extend({
      id: z.string().optional(),
      names: z.partialRecord(z.enum(siteLanguages), z.string()),
      backgrounds: z.partialRecord(z.enum(siteLanguages), z.string()),
    })
    .nullable(),
  forms: z.partialRecord(z.enum(siteLanguages), z.array(formConfig)),
});
