import type { z } from "zod";
import { isLinkUrl, linkUrlMaxLength } from "../../builder/link-url.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { required } from "../fields.ts";
import { longTextMax } from "./builder-fields.ts";

/**
 * What a link leads to (admin.md §3 link kinds): an external link needs a URL; a creative block a
 * page number; a script its code; the internal kinds need no destination text. A survey link's
 * destination is checked by checkSurvey: campaign items keep the survey's id there.
 */
export function checkDestination(
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
export function checkSurvey(
  type: string,
  surveyId: string | null,
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  if (type === "SURVEY" && !surveyId) {
    ctx.addIssue({ code: "custom", path, message: messageRef("sites.surveyRequired") });
  }
}

/**
 * admin.md §5 Dates: the end comes after the start. An end is optional where the spec says so
 * (a campaign runs open-ended, viewer rules; an applicant-limited popup ends at its limit); a
 * time-limited popup needs one, checked with the document's popups.
 */
export function checkWindow(
  value: { startDate: string | null; endDate: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.startDate && value.endDate && Date.parse(value.endDate) <= Date.parse(value.startDate)) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: messageRef("sites.endBeforeStart") });
  }
}
