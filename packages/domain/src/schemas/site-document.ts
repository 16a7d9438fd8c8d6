import { z } from "zod";
import { isColour } from "../builder/colour.ts";
import { isFormNumber, isMemberAccountField, memberAccountFieldIds } from "../builder/forms.ts";
import { gridProblem } from "../builder/grid.ts";
import { hasActiveHtml } from "../builder/html-content.ts";
import {
  isDomainName,
  isLinkUrl,
  isPhoneNumber,
  isSitePathPrefix,
  isUuid,
  linkUrlMaxLength,
} from "../builder/link-url.ts";
import { bodyTagsProblem, headTagsProblem, seoLimits, seoTextProblem } from "../builder/seo.ts";
import { messageRef } from "../i18n/messages.ts";
import {
  button,
  campaignBanner,
  campaignButton,
  campaign as campaignContent,
  campaignLink,
  companyInfo,
  type FormConfig,
  formConfig,
  formField,
  imageAsset,
  linkArea,
  pageDetail,
  pageMedia,
  popupCta,
  product,
  seo,
  snsLink,
} from "../site/content.ts";
import { siteLanguages, siteStatuses, viewModes } from "../site/enums.ts";
import { noBranding, siteBranding, siteSettings } from "../site/snapshot.ts";
import { formatPositionCode } from "../viewer/position.ts";
import { siteDomainSummary } from "./custom-domain.ts";
import { required, requiredOrType, requiredText } from "./fields.ts";
import { choice } from "./users.ts";

/**
 * A whole editable site as the builder loads and saves it (admin.md §3 Site …, §5 Validation). The
 * admin forms and the server validate with these same schemas; errors are message references of
 * the "sites" catalogue section, with the field path. Rules needing the plan are functions of it
 * (siteDocumentFor, createSiteBodyFor). Readings of the spec are in docs/decisions/016.
 */

const maxLength = (max: number) => ({ error: messageRef("validation.maxLength", { max }) });
const text = (max: number) => z.string({ error: requiredOrType }).max(max, maxLength(max));
/** The spec's textarea limit (admin.md §5 Generic). */
const textareaMax = 120;
const longTextMax = 65535;

export const colour = z
  .string({ error: requiredOrType })
  .refine(isColour, { error: messageRef("sites.invalidColour") });
export const linkUrl = z
  .string({ error: requiredOrType })
  .min(1, { error: required, abort: true })
  .refine(isLinkUrl, { error: messageRef("sites.invalidUrl") });
/** A URL field that may stay empty. */
export const optionalLinkUrl = z
  .string({ error: requiredOrType })
  .refine((value) => value === "" || isLinkUrl(value), { error: messageRef("sites.invalidUrl") });
/**
 * A stored upload: the store's absolute URL, or this server's own media path (local storage). Its
 * address lands in CSS `url(…)` and `src` attributes, so quotes, brackets, backslashes and spaces,
 * which an upload's address never has, are refused.
 */
const localMediaPath = /^\/media\/(?!.*\.\.)[\w./-]+$/;
const cssBreaking = /["'()\\\s<>]/;
export const optionalMediaUrl = z
  .string({ error: requiredOrType })
  .refine(
    (value) => value === "" || (!cssBreaking.test(value) && (isLinkUrl(value) || localMediaPath.test(value))),
    { error: messageRef("sites.invalidUrl") },
  );
const dateTime = z
  .string({ error: requiredOrType })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: messageRef("sites.invalidDateTime") })
  .nullable();
const number = (min: number, max: number) =>
  z
    .number({ error: requiredOrType })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, {
      error: messageRef("sites.invalidNumber", { min, max }),
    });
/** Positions may sit off the design space while being dragged; sizes are at least 0. */
const position = number(-10000, 10000);
const size = number(0, 10000);
const htmlContent = z
  .string({ error: requiredOrType })
  .max(longTextMax, maxLength(longTextMax))
  .refine((value) => !hasActiveHtml(value), { error: messageRef("sites.htmlScript") });

export const siteLanguage = choice(siteLanguages);
function perLanguage<T extends z.ZodType>(schema: T) {
  return z.partialRecord(siteLanguage, schema);
}

/**
 * What a link leads to (admin.md §3 link kinds): an external link needs a URL; a creative block a
 * page number; a script its code; the internal kinds need no destination text. A survey link's
 * destination is checked by checkSurvey: campaign items keep the survey's id there.
 */
function checkDestination(
  type: string,
  destination: string,
  ctx: z.RefinementCtx,
  path: (string | number)[],
): void {
  const issue = (message: string) => ctx.addIssue({ code: "custom", path, message });
  if (type === "EXTERNAL" || type === "EXTERNAL_URL") {
    if (destination === "") issue(required);
    else if (!isLinkUrl(destination)) issue(messageRef("sites.invalidUrl"));
  } else if (type === "CREATIVE_BLOCK") {
    if (!/^[1-9]\d{0,2}$/.test(destination) || Number(destination) > 100) {
      issue(messageRef("sites.invalidPageNumber", { max: 100 }));
    }
  } else if (type === "SCRIPT") {
    if (destination.trim() === "") issue(required);
    else if (destination.length > longTextMax)
      issue(messageRef("validation.maxLength", { max: longTextMax }));
  } else if (destination.length > linkUrlMaxLength) {
    issue(messageRef("validation.maxLength", { max: linkUrlMaxLength }));
  }
}

/**
 * A survey link opens the survey it names; without one the viewer has nothing to open. Campaign
 * items keep the survey's id in their destination, popups in their surveyId.
 */
function checkSurvey(type: string, surveyId: string | null, ctx: z.RefinementCtx, path: (string | number)[]) {
  if (type === "SURVEY" && !surveyId) {
    ctx.addIssue({ code: "custom", path, message: messageRef("sites.surveyRequired") });
  }
}

export const builderPageDetail = pageDetail
  .extend({
    imageAlt: text(textareaMax),
    mainText: text(textareaMax),
    mainTextColor: colour,
    mainTextX: position,
    mainTextY: position,
    price: text(20),
    priceTextColor: colour,
    hoverArrowColor: colour,
    arrowFadeInterval: number(0, 3600),
    sliderTime: number(0, 3600),
    linkButtonText: text(50),
    linkDestinationUrl: text(linkUrlMaxLength),
    linkButtonColor: colour,
    linkTextColor: colour,
    albumX: position,
    albumY: position,
    speakerX: position,
    speakerY: position,
  })
  .superRefine((detail, ctx) => {
    // An internal link names contact, form or membership; otherwise the link is a URL, if any.
    if (!detail.isInternalLink && detail.linkDestinationUrl !== "" && !isLinkUrl(detail.linkDestinationUrl)) {
      ctx.addIssue({ code: "custom", path: ["linkDestinationUrl"], message: messageRef("sites.invalidUrl") });
    }
  });

export const builderButton = button
  .extend({
    id: z.string().max(100),
    buttonText: text(50),
    buttonTextColor: colour,
    buttonColor: colour,
    buttonImage: imageAsset.nullable(),
    buttonContentHtml: htmlContent,
    buttonWidth: size,
    buttonHeight: size,
    buttonPositionTop: position,
    buttonPositionLeft: position,
    textSize: number(1, 200),
    microcopyText: text(50),
    microcopyTextColor: colour,
    linkDestinationUrl: z.string({ error: requiredOrType }),
  })
  .superRefine((item, ctx) =>
    checkDestination(item.buttonLinkType, item.linkDestinationUrl, ctx, ["linkDestinationUrl"]),
  );
export type BuilderButton = z.infer<typeof builderButton>;

export const builderProduct = product
  .extend({
    id: z.string().max(100),
    productName: text(50),
    price: text(20),
    description: text(textareaMax),
    linkButtonUrl: text(linkUrlMaxLength),
    linkButtonText: text(50),
    linkButtonColor: colour,
    linkTextColor: colour,
    coordinateX: position,
    coordinateY: position,
    textColor: colour,
    backgroundColor: colour,
  })
  .superRefine((item, ctx) => {
    if (!item.isInternalLink && item.linkButtonUrl !== "" && !isLinkUrl(item.linkButtonUrl)) {
      ctx.addIssue({ code: "custom", path: ["linkButtonUrl"], message: messageRef("sites.invalidUrl") });
    }
  });

export const builderLinkArea = linkArea
  .extend({
    id: z.string().max(100),
    linkDestinationUrl: z.string({ error: requiredOrType }),
    positionLeft: position,
    positionTop: position,
    width: size,
    height: size,
    parentWidth: size,
    parentHeight: size,
  })
  .superRefine((item, ctx) =>
    checkDestination(item.linkType, item.linkDestinationUrl, ctx, ["linkDestinationUrl"]),
  );

const cellIndex = z.number({ error: requiredOrType }).int();

export const sitePage = z.object({
  /** Absent for a page created in the builder; the server gives it one. */
  id: z.uuid().optional(),
  columnIndex: cellIndex,
  rowIndex: cellIndex,
  media: pageMedia.nullable(),
  thumbnail: imageAsset.nullable(),
  membersOnlyLock: z.boolean(),
  backgroundMusicUrl: optionalMediaUrl.nullable(),
  chatbotScript: z.string().max(longTextMax, maxLength(longTextMax)).nullable(),
  details: perLanguage(builderPageDetail),
  buttons: perLanguage(z.array(builderButton).max(50)),
  products: perLanguage(z.array(builderProduct).max(50)),
  links: perLanguage(z.array(builderLinkArea).max(50)),
});
export type SitePage = z.infer<typeof sitePage>;

export const siteCategory = z.object({
  columnIndex: cellIndex,
  /** The global menu item of the column, per language. */
  names: perLanguage(z.string({ error: requiredOrType }).max(50, maxLength(50))),
  /** The item's own text colour; null (or absent, in older documents) shows the menu's text colour. */
  textColor: colour.nullable().default(null),
});
export type SiteCategory = z.infer<typeof siteCategory>;

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

/**
 * admin.md §5 Dates: the end comes after the start. An end is optional where the spec says so
 * (a campaign runs open-ended, viewer rules; an applicant-limited popup ends at its limit); a
 * time-limited popup needs one, checked with the popups below.
 */
function checkWindow(value: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) {
  if (value.startDate && value.endDate && Date.parse(value.endDate) <= Date.parse(value.startDate)) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: messageRef("sites.endBeforeStart") });
  }
}

const pageOrders = z.array(z.number().int().min(1).max(100)).max(100);

export const builderPopupCta = popupCta
  .omit({ id: true, kind: true })
  .extend({
    text: text(textareaMax),
    startDate: dateTime,
    endDate: dateTime,
    /** "Limit field: shorter than 10 characters" (admin.md §5 Generic). */
    limit: z
      .number({ error: requiredOrType })
      .int({ error: messageRef("sites.invalidLimit") })
      .min(1, { error: messageRef("sites.invalidLimit") })
      .max(999_999_999, { error: messageRef("sites.invalidLimit") })
      .nullable(),
    effectivePages: pageOrders,
    linkUrl: z.string({ error: requiredOrType }),
    linkButtonColor: colour,
    linkTextColor: colour,
    style: popupCta.shape.style.extend({
      backgroundColor: colour,
      textColor: colour,
      textSize: number(1, 200),
      width: size,
      height: size,
    }),
  })
  .superRefine((popup, ctx) => {
    checkWindow(popup, ctx);
    if (popup.transitionType !== "INTERNAL_URL") {
      checkDestination(popup.transitionType, popup.linkUrl, ctx, ["linkUrl"]);
    }
    checkSurvey(popup.transitionType, popup.surveyId, ctx, ["surveyId"]);
  });
export type BuilderPopupCta = z.infer<typeof builderPopupCta>;

/** Click counting keys on the item id, so campaign items carry UUIDs (docs/decisions/016). */
const campaignItemId = z
  .string({ error: requiredOrType })
  .refine(isUuid, { error: messageRef("sites.invalidItemId") });
const campaignItemFields = {
  id: campaignItemId,
  /** Stacking order on the side panel: higher is drawn on top; new items go on top of the others. */
  zIndex: number(0, 10000).refine(Number.isInteger, {
    error: messageRef("sites.invalidNumber", { min: 0, max: 10000 }),
  }),
  x: position,
  y: position,
  width: size,
  height: size,
  parentWidth: size,
  parentHeight: size,
  linkDestinationUrl: z.string({ error: requiredOrType }),
};
const withDestination = (item: { linkType: string; linkDestinationUrl: string }, ctx: z.RefinementCtx) => {
  checkDestination(item.linkType, item.linkDestinationUrl, ctx, ["linkDestinationUrl"]);
  checkSurvey(item.linkType, item.linkDestinationUrl, ctx, ["linkDestinationUrl"]);
};

export const builderCampaign = campaignContent
  .omit({ id: true, name: true, backgroundUrl: true })
  .extend({
    /** Absent until first saved. */
    id: z.uuid().optional(),
    names: perLanguage(text(50)),
    /** Per language; a language without its own shows the default language's (campaignBackgroundIn). */
    backgrounds: perLanguage(optionalMediaUrl),
    backgroundColor: colour,
    backgroundOpacity: number(0, 100),
    startDate: dateTime,
    endDate: dateTime,
    effectivePages: pageOrders,
    banners: z.array(campaignBanner.extend(campaignItemFields).superRefine(withDestination)).max(50),
    buttons: z
      .array(
        campaignButton
          .extend({
            ...campaignItemFields,
            buttonText: text(50),
            buttonContentHtml: htmlContent,
            textSize: number(1, 200),
            buttonColor: colour,
            buttonTextColor: colour,
            microcopyText: text(50),
            microcopyTextColor: colour,
          })
          .superRefine(withDestination),
      )
      .max(50),
    links: z.array(campaignLink.extend(campaignItemFields).superRefine(withDestination)).max(50),
  })
  .superRefine(checkWindow);
export type BuilderCampaign = z.infer<typeof builderCampaign>;

/** GET /site/{id}/campaign/clicks: the clicks counted on each campaign item, by item id. */
export const campaignClicksResponse = z.object({ clicks: z.record(z.string(), z.number().int()) });
export type CampaignClicksResponse = z.infer<typeof campaignClicksResponse>;

export const builderFormConfig = formConfig
  .extend({
    fields: z
      .array(
        formField
          .extend({
            id: z.string().max(100),
            title: requiredText(50),
            value: text(textareaMax),
            placeholder: text(50),
            options: z.array(z.object({ value: requiredText(50), isDefault: z.boolean() })).max(100),
          })
          .superRefine((field, ctx) => {
            const choosing = field.typeInput === "SELECT" || field.typeInput === "SELECT_OPTIONS";
            if (choosing && field.options.length === 0) {
              ctx.addIssue({
                code: "custom",
                path: ["options"],
                message: messageRef("sites.optionsRequired"),
              });
            }
            if (field.options.filter((option) => option.isDefault).length > 1) {
              ctx.addIssue({
                code: "custom",
                path: ["options"],
                message: messageRef("sites.oneDefaultOption"),
              });
            }
            // The viewer starts a number field from its default value; the server accepts these numbers.
            if (field.typeInput === "NUMBER" && field.value !== "" && !isFormNumber(field.value)) {
              ctx.addIssue({ code: "custom", path: ["value"], message: messageRef("forms.number") });
            }
          }),
      )
      .max(50),
  })
  .superRefine(checkFormFields);
export type BuilderFormConfig = z.infer<typeof builderFormConfig>;

/**
 * Field ids are unique in a form, and the membership form keeps its account fields as text fields
 * (docs/decisions/014): without them the register page and the server would not know the e-mail
 * and password, and would keep a password as an ordinary answer.
 */
function checkFormFields(form: FormConfig, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  form.fields.forEach((field, index) => {
    if (seen.has(field.id)) {
      ctx.addIssue({
        code: "custom",
        path: ["fields", index, "id"],
        message: messageRef("sites.duplicateId"),
      });
    }
    seen.add(field.id);
    if (isMemberAccountField(form.typeForm, field.id) && field.typeInput !== "TEXT_BOX") {
      ctx.addIssue({
        code: "custom",
        path: ["fields", index, "typeInput"],
        message: messageRef("sites.memberFieldType"),
      });
    }
  });
  if (form.typeForm === "MEMBERSHIP_SETTING" && memberAccountFieldIds.some((id) => !seen.has(id))) {
    ctx.addIssue({ code: "custom", path: ["fields"], message: messageRef("sites.memberFieldMissing") });
  }
}

export const siteScripts = z.object({
  contactScript: z.string().max(longTextMax, maxLength(longTextMax)),
  membershipScript: z.string().max(longTextMax, maxLength(longTextMax)),
  formScript: z.string().max(longTextMax, maxLength(longTextMax)),
});

export const builderSiteSettings = siteSettings.extend({
  globalMenu: siteSettings.shape.globalMenu.extend({
    textColor: colour,
    backgroundColor: colour,
    fontSize: number(1, 100),
    width: number(0, 10000).nullable(),
  }),
  speakerColor: colour,
  safeAreaColor: colour,
  branding: siteBranding
    .extend({
      logoUrl: optionalMediaUrl.nullable(),
      mainColor: colour.nullable(),
      textColor: colour.nullable(),
    })
    .default(noBranding),
});

const siteName = requiredText(50);
const gridSize = z.number({ error: requiredOrType }).int({ error: messageRef("sites.invalidGrid") });

const siteDocumentShape = z.object({
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

type Shape = z.infer<typeof siteDocumentShape>;

function checkLanguages(doc: Shape, ctx: z.RefinementCtx) {
  if (new Set(doc.languages).size !== doc.languages.length) {
    ctx.addIssue({ code: "custom", path: ["languages"], message: messageRef("sites.duplicateLanguage") });
  }
  if (!doc.languages.includes(doc.defaultLanguage)) {
    ctx.addIssue({
      code: "custom",
      path: ["defaultLanguage"],
      message: messageRef("sites.defaultLanguageMissing"),
    });
  }
}

/** Global menu items: required and unique per language for every column of the grid. */
function checkMenuItems(doc: Shape, ctx: z.RefinementCtx) {
  const columns = Math.min(doc.numberHorizontal, 1000);
  for (const lang of doc.languages) {
    const seen = new Map<string, number>();
    for (let column = 0; column < columns; column++) {
      const index = doc.categories.findIndex((category) => category.columnIndex === column);
      const name = (index >= 0 ? doc.categories[index]!.names[lang] : undefined)?.trim() ?? "";
      const path = index >= 0 ? ["categories", index, "names", lang] : ["categories"];
      if (name === "") {
        ctx.addIssue({ code: "custom", path, message: messageRef("sites.menuItemRequired") });
      } else if (seen.has(name)) {
        ctx.addIssue({ code: "custom", path, message: messageRef("sites.menuItemDuplicate") });
      } else {
        seen.set(name, column);
      }
    }
  }
}

function checkCells(doc: Shape, ctx: z.RefinementCtx) {
  const cells = new Set<string>();
  doc.pages.forEach((page, index) => {
    const code = formatPositionCode(page);
    if (!code) {
      ctx.addIssue({ code: "custom", path: ["pages", index], message: messageRef("sites.invalidCellCode") });
    } else if (cells.has(code)) {
      ctx.addIssue({
        code: "custom",
        path: ["pages", index],
        message: messageRef("sites.duplicateCell", { cell: code }),
      });
    }
    if (code) cells.add(code);
  });
  const ids = new Set<string>();
  doc.pages.forEach((page, index) => {
    if (!page.id) return;
    if (ids.has(page.id)) {
      ctx.addIssue({
        code: "custom",
        path: ["pages", index, "id"],
        message: messageRef("sites.duplicateId"),
      });
    }
    ids.add(page.id);
  });
  const columns = new Set<number>();
  doc.categories.forEach((category, index) => {
    if (columns.has(category.columnIndex)) {
      ctx.addIssue({
        code: "custom",
        path: ["categories", index, "columnIndex"],
        message: messageRef("sites.duplicateId"),
      });
    }
    columns.add(category.columnIndex);
  });
}

function checkCampaignIds(doc: Shape, ctx: z.RefinementCtx) {
  if (!doc.campaign) return;
  const seen = new Set<string>();
  for (const list of ["banners", "buttons", "links"] as const) {
    doc.campaign[list].forEach((item, index) => {
      const id = item.id.toLowerCase();
      if (seen.has(id)) {
        ctx.addIssue({
          code: "custom",
          path: ["campaign", list, index, "id"],
          message: messageRef("sites.duplicateId"),
        });
      }
      seen.add(id);
    });
  }
}

function checkForms(doc: Shape, ctx: z.RefinementCtx) {
  for (const [lang, forms] of Object.entries(doc.forms)) {
    const kinds = new Set<string>();
    (forms ?? []).forEach((form, index) => {
      if (kinds.has(form.typeForm)) {
        ctx.addIssue({
          code: "custom",
          path: ["forms", lang, index, "typeForm"],
          message: messageRef("sites.duplicateId"),
        });
      }
      kinds.add(form.typeForm);
    });
  }
}

/** Rows and columns are at least 1 and their product is capped by the plan. */
function checkGrid(doc: Shape, ctx: z.RefinementCtx, maxPages: number) {
  const problem = gridProblem(doc.numberHorizontal, doc.numberVertical, maxPages);
  if (problem === "rowsOrColumns") {
    for (const field of ["numberHorizontal", "numberVertical"] as const) {
      if (!(doc[field] >= 1 && doc[field] <= (field === "numberVertical" ? 100 : 18278))) {
        ctx.addIssue({ code: "custom", path: [field], message: messageRef("sites.invalidGrid") });
      }
    }
  } else if (problem === "tooManyPages") {
    ctx.addIssue({
      code: "custom",
      path: ["numberVertical"],
      message: messageRef("sites.tooManyPages", { max: maxPages }),
    });
  }
}

/** The whole document, with the plan's maximum of pages per site. */
export function siteDocumentFor(limits: { maxPages: number }) {
  return siteDocumentShape.superRefine((doc, ctx) => {
    checkGrid(doc, ctx, limits.maxPages);
    checkLanguages(doc, ctx);
    checkMenuItems(doc, ctx);
    checkCells(doc, ctx);
    checkCampaignIds(doc, ctx);
    checkForms(doc, ctx);
  });
}

/** The document without a plan limit (the platform's own sites, reading). */
export const siteDocument = siteDocumentFor({ maxPages: Number.POSITIVE_INFINITY });
export type SiteDocument = z.infer<typeof siteDocument>;

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
