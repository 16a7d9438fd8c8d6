import { z } from "zod";
import { isUuid } from "../../builder/link-url.ts";
import { messageRef } from "../../i18n/message-format.ts";
import {
  campaignBanner,
  campaignButton,
  campaign as campaignContent,
  campaignLink,
} from "../../site/content.ts";
import { requiredOrType } from "../fields.ts";
import {
  colour,
  dateTime,
  htmlContent,
  number,
  optionalMediaUrl,
  pageOrders,
  perLanguage,
  position,
  size,
  text,
} from "./builder-fields.ts";
import { checkDestination, checkSurvey, checkWindow } from "./link-checks.ts";

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
