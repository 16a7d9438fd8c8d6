import { z } from "zod";
import { isDomainName, isSitePathPrefix } from "../../builder/link-url.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { siteStatuses, viewModes } from "../../site/enums.ts";
import { required, requiredOrType, requiredText } from "../fields.ts";
import { choice } from "../users.ts";
import { perLanguage, siteLanguage } from "./builder-fields.ts";
import { builderCampaign } from "./campaign.ts";
import { builderFormConfig } from "./forms.ts";
import { siteCategory, sitePage } from "./page.ts";
import { builderPopupCta } from "./popup-cta.ts";
import { builderSiteSettings, siteScripts } from "./settings.ts";
import { builderCompany, builderSeo, builderSns } from "./site-texts.ts";

/** The document's fields, each with its own rules; the rules across fields are in document-checks. */
export const siteName = requiredText(50);
export const gridSize = z.number({ error: requiredOrType }).int({ error: messageRef("sites.invalidGrid") });

export const siteDocumentShape = z.object({
  /** Read-only: set by the server. */
  id: z.string(),
  accountId: z.string(),
  status: z.enum(siteStatuses),
  name: siteName,
  numberHorizontal: gridSize,
  numberVertical: gridSize,
  viewMode: choice(viewModes),
  defaultLanguage: siteLanguage,
  languages: z.array(siteLanguage).min(1, { error: required }),
  settings: builderSiteSettings,
  scripts: siteScripts,
  customDomain: z
    .string()
    .refine(isDomainName, { error: messageRef("sites.invalidDomain") })
    .nullable(),
  customPath: z
    .string()
    .refine(isSitePathPrefix, { error: messageRef("sites.invalidSitePath") })
    .nullable(),
  categories: z.array(siteCategory).max(1000),
  pages: z.array(sitePage).max(1000),
  sns: z.array(builderSns).max(20),
  texts: perLanguage(z.object({ seo: builderSeo, company: builderCompany.nullable() })),
  popupCtas: z
    .object({ timeLimit: builderPopupCta.nullable(), applicantLimit: builderPopupCta.nullable() })
    .superRefine(({ timeLimit, applicantLimit }, ctx) => {
      // A countdown needs its end; an applicant limit needs its count.
      if (timeLimit?.startDate && !timeLimit.endDate) {
        ctx.addIssue({
          code: "custom",
          path: ["timeLimit", "endDate"],
          message: messageRef("sites.endRequired"),
        });
      }
      if (applicantLimit && applicantLimit.limit === null) {
        ctx.addIssue({ code: "custom", path: ["applicantLimit", "limit"], message: required });
      }
    }),
  campaign: builderCampaign.nullable(),
  /** Form definitions per language, one per kind at most. */
  forms: perLanguage(z.array(builderFormConfig).max(3)),
  /** The version the editor loaded: a save with an older one is refused (409 sites.stale). */
  updatedAt: z.iso.datetime({ offset: true }),
  /** Read only: when the site was last published (a save ignores it). */
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

export type Shape = z.infer<typeof siteDocumentShape>;
