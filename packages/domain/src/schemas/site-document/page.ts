import { z } from "zod";
import { isLinkUrl, linkUrlMaxLength } from "../../builder/link-url.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { button, imageAsset, linkArea, pageDetail, pageMedia, product } from "../../site/content.ts";
import { requiredOrType } from "../fields.ts";
import {
  colour,
  htmlContent,
  longTextMax,
  maxLength,
  number,
  optionalMediaUrl,
  perLanguage,
  position,
  size,
  text,
  textareaMax,
} from "./builder-fields.ts";
import { checkDestination } from "./link-checks.ts";

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
