import { z } from "zod";
import {
  buttonAnimations,
  buttonShapes,
  buttonTypes,
  campaignPositions,
  campaignSides,
  formInputTypes,
  formKinds,
  internalLinkTypes,
  linkTypes,
  mediaTypes,
  popupTransitionTypes,
  snsTypes,
  textAlignments,
} from "./enums.ts";

/**
 * The content of a site as the viewer shows it (viewer.md §3). Positions are in the design space of
 * 375 × 739 (admin.md §9) and scaled by the viewer; colours are CSS colour strings.
 */
const nullableText = z.string().nullable();

/** An image with its webp variants at the spec's widths (viewer.md §7); `src` is the original. */
export const imageAsset = z.object({
  src: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** webp variants, narrowest first. */
  variants: z.array(z.object({ width: z.number().int(), src: z.string() })),
});
export type ImageAsset = z.infer<typeof imageAsset>;

export const pageMedia = z.object({
  type: z.enum(mediaTypes),
  image: imageAsset.nullable(),
  /** For videos: the plain file, the HLS playlist when ffmpeg made one, and a poster image. */
  videoUrl: nullableText,
  hlsPath: nullableText,
  poster: imageAsset.nullable(),
});
export type PageMedia = z.infer<typeof pageMedia>;

export const pageDetail = z.object({
  imageAlt: z.string(),
  mainText: z.string(),
  mainTextColor: z.string(),
  mainTextX: z.number(),
  mainTextY: z.number(),
  price: z.string(),
  priceTextColor: z.string(),
  snsConfig: z.boolean(),
  showCompany: z.boolean(),
  hoverArrowColor: z.string(),
  /** Seconds until the cursor hint hides. */
  arrowFadeInterval: z.number(),
  /** Seconds of the album slider. */
  sliderTime: z.number(),
  isInternalLink: z.boolean(),
  linkButtonText: z.string(),
  linkDestinationUrl: z.string(),
  linkButtonColor: z.string(),
  linkTextColor: z.string(),
  albumX: z.number(),
  albumY: z.number(),
  speakerX: z.number(),
  speakerY: z.number(),
});
export type PageDetail = z.infer<typeof pageDetail>;

export const product = z.object({
  id: z.string(),
  order: z.number().int(),
  productName: z.string(),
  image: imageAsset.nullable(),
  price: z.string(),
  description: z.string(),
  linkButtonUrl: z.string(),
  linkButtonText: z.string(),
  linkButtonColor: z.string(),
  linkTextColor: z.string(),
  isInternalLink: z.boolean(),
  coordinateX: z.number(),
  coordinateY: z.number(),
  textColor: z.string(),
  backgroundColor: z.string(),
});
export type Product = z.infer<typeof product>;

export const button = z.object({
  id: z.string(),
  order: z.number().int(),
  buttonType: z.enum(buttonTypes),
  buttonText: z.string(),
  buttonTextColor: z.string(),
  buttonColor: z.string(),
  buttonImage: imageAsset.nullable(),
  /** Sanitised on save: no script, no event handlers. */
  buttonContentHtml: z.string(),
  buttonShape: z.enum(buttonShapes),
  buttonWidth: z.number(),
  buttonHeight: z.number(),
  buttonPositionTop: z.number(),
  buttonPositionLeft: z.number(),
  isFixedPosition: z.boolean(),
  textSize: z.number(),
  textAlign: z.enum(textAlignments),
  buttonAnimation: z.enum(buttonAnimations),
  microcopyText: z.string(),
  microcopyTextColor: z.string(),
  buttonLinkType: z.enum(linkTypes),
  linkDestinationUrl: z.string(),
  linkedSurveyId: nullableText,
  /** A click counts as a conversion in the analytics (docs/decisions/038); absent in older data. */
  countsAsConversion: z.boolean().default(false),
});
export type Button = z.infer<typeof button>;

export const linkArea = z.object({
  id: z.string(),
  linkType: z.enum(linkTypes),
  linkDestinationUrl: z.string(),
  surveyId: nullableText,
  positionLeft: z.number(),
  positionTop: z.number(),
  width: z.number(),
  height: z.number(),
  parentWidth: z.number(),
  parentHeight: z.number(),
});
export type LinkArea = z.infer<typeof linkArea>;

/** What a page shows once loaded; members-only pages carry it only in the private snapshot. */
export const pageContent = z.object({
  detail: pageDetail,
  products: z.array(product),
  buttons: z.array(button),
  links: z.array(linkArea),
  chatbotScript: nullableText,
});
export type PageContent = z.infer<typeof pageContent>;

export const snsLink = z.object({ snsType: z.enum(snsTypes), snsUrl: z.string() });
export type SnsLink = z.infer<typeof snsLink>;

export const companyInfo = z.object({
  companyWebsite: z.string(),
  companyProfile: z.string(),
  /** Specific commercial transactions, HTML. */
  companyClause: z.string(),
  termsOfService: z.string(),
  privacyPolicy: z.string(),
  showInContact: z.boolean(),
  showInForm: z.boolean(),
  showInMemberShip: z.boolean(),
  agreementRequired: z.boolean(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const seo = z.object({
  title: z.string(),
  h1: z.string(),
  description: z.string(),
  headTags: z.string(),
  bodyTags: z.string(),
});
export type Seo = z.infer<typeof seo>;

const popupStyle = z.object({
  backgroundColor: z.string(),
  textColor: z.string(),
  textSize: z.number(),
  width: z.number(),
  height: z.number(),
  shape: z.enum(buttonShapes),
  textAlignment: z.enum(textAlignments),
});

export const popupCta = z.object({
  id: z.string(),
  kind: z.enum(["timeLimit", "applicantLimit"]),
  text: z.string(),
  image: imageAsset.nullable(),
  media: z
    .object({ url: z.string(), type: z.enum(mediaTypes), width: z.number(), height: z.number() })
    .nullable(),
  startDate: nullableText,
  endDate: nullableText,
  /** Applicant limit: clicks after which the item hides. */
  limit: z.number().int().nullable(),
  showRemainingTime: z.boolean(),
  /** Page orders (1-based) the popup shows on. */
  effectivePages: z.array(z.number().int()),
  transitionType: z.enum(popupTransitionTypes),
  internalLinkType: z.enum(internalLinkTypes).nullable(),
  linkUrl: z.string(),
  linkButtonColor: z.string(),
  linkTextColor: z.string(),
  surveyId: nullableText,
  style: popupStyle,
  /** A click counts as a conversion in the analytics (docs/decisions/038); absent in older data. */
  countsAsConversion: z.boolean().default(false),
});
export type PopupCta = z.infer<typeof popupCta>;

const campaignItemBase = {
  id: z.string(),
  position: z.enum(campaignSides),
  zIndex: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  parentWidth: z.number(),
  parentHeight: z.number(),
  linkType: z.enum(linkTypes),
  linkDestinationUrl: z.string(),
};

export const campaignBanner = z.object({ ...campaignItemBase, mediaUrl: z.string(), lockRatio: z.boolean() });
export const campaignButton = z.object({
  ...campaignItemBase,
  buttonType: z.enum(buttonTypes),
  buttonImageUrl: z.string(),
  isVideo: z.boolean(),
  thumbnailUrl: z.string(),
  buttonText: z.string(),
  buttonContentHtml: z.string(),
  textSize: z.number(),
  buttonColor: z.string(),
  buttonTextColor: z.string(),
  microcopyText: z.string(),
  microcopyTextColor: z.string(),
  textAlign: z.enum(textAlignments),
  buttonAnimation: z.enum(buttonAnimations),
  buttonShape: z.enum(buttonShapes),
  lockAspectRatio: z.boolean(),
});
export const campaignLink = z.object(campaignItemBase);

export const campaign = z.object({
  id: z.string(),
  name: z.string(),
  backgroundUrl: z.string(),
  backgroundColor: z.string(),
  backgroundOpacity: z.number(),
  startDate: nullableText,
  endDate: nullableText,
  effectivePages: z.array(z.number().int()),
  isOnClickCount: z.boolean(),
  positionLp: z.enum(campaignPositions),
  banners: z.array(campaignBanner),
  buttons: z.array(campaignButton),
  links: z.array(campaignLink),
});
export type Campaign = z.infer<typeof campaign>;

export const formField = z.object({
  id: z.string(),
  typeInput: z.enum(formInputTypes),
  title: z.string(),
  value: z.string(),
  isRequired: z.boolean(),
  placeholder: z.string(),
  options: z.array(z.object({ value: z.string(), isDefault: z.boolean() })),
  orderNum: z.number().int(),
});
export type FormField = z.infer<typeof formField>;
export const formConfig = z.object({ typeForm: z.enum(formKinds), fields: z.array(formField) });
export type FormConfig = z.infer<typeof formConfig>;
