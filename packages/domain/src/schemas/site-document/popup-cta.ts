import { z } from "zod";
import { messageRef } from "../../i18n/message-format.ts";
import { popupCta } from "../../site/content.ts";
import { requiredOrType } from "../fields.ts";
import { colour, dateTime, number, pageOrders, size, text, textareaMax } from "./builder-fields.ts";
import { checkDestination, checkSurvey, checkWindow } from "./link-checks.ts";

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
