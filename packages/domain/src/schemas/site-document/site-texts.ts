import { z } from "zod";
import { isLinkUrl, isPhoneNumber } from "../../builder/link-url.ts";
import { bodyTagsProblem, headTagsProblem, seoLimits, seoTextProblem } from "../../builder/seo.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { companyInfo, snsLink } from "../../site/content.ts";
import { requiredOrType } from "../fields.ts";
import { htmlContent, longTextMax, maxLength, optionalLinkUrl, text } from "./builder-fields.ts";

export const builderSns = snsLink.superRefine((link, ctx) => {
  const ok = link.snsType === "phone_number" ? isPhoneNumber(link.snsUrl) : isLinkUrl(link.snsUrl);
  if (!ok) {
    ctx.addIssue({
      code: "custom",
      path: ["snsUrl"],
      message: messageRef(link.snsType === "phone_number" ? "sites.invalidPhone" : "sites.invalidUrl"),
    });
  }
});

function seoText(max: number) {
  return z
    .string({ error: requiredOrType })
    .max(max, maxLength(max))
    .superRefine((value, ctx) => {
      const problem = seoTextProblem(value);
      if (problem) {
        ctx.addIssue({
          code: "custom",
          message: messageRef(problem === "whitespace" ? "sites.seoWhitespace" : "sites.seoCharacters"),
        });
      }
    });
}

const tagsMessages = {
  unsafeFunction: messageRef("sites.seoUnsafeFunction"),
  invalidScriptTag: messageRef("sites.seoScriptTag"),
  invalidHeadTag: messageRef("sites.seoHeadTag"),
} as const;

export const builderSeo = z.object({
  title: seoText(seoLimits.title),
  h1: seoText(seoLimits.h1),
  description: seoText(seoLimits.description),
  headTags: z
    .string({ error: requiredOrType })
    .max(seoLimits.tags, maxLength(seoLimits.tags))
    .superRefine((value, ctx) => {
      const problem = headTagsProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: tagsMessages[problem] });
    }),
  bodyTags: z
    .string({ error: requiredOrType })
    .max(seoLimits.tags, maxLength(seoLimits.tags))
    .superRefine((value, ctx) => {
      const problem = bodyTagsProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: tagsMessages[problem] });
    }),
});
export type BuilderSeo = z.infer<typeof builderSeo>;

export const builderCompany = companyInfo
  .extend({
    companyWebsite: optionalLinkUrl,
    companyProfile: text(longTextMax),
    /** HTML, shown as such by the viewer. */
    companyClause: htmlContent,
    termsOfService: htmlContent,
    privacyPolicy: htmlContent,
  })
  .superRefine((company, ctx) => {
    if (!company.agreementRequired) return;
    if (company.termsOfService.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["termsOfService"], message: messageRef("sites.termsRequired") });
    }
    if (company.privacyPolicy.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["privacyPolicy"], message: messageRef("sites.privacyRequired") });
    }
  });
