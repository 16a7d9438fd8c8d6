import { z } from "zod";
import { isColour } from "../../builder/colour.ts";
import { hasActiveHtml } from "../../builder/html-content.ts";
import { isLinkUrl } from "../../builder/link-url.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { siteLanguages } from "../../site/enums.ts";
import { required, requiredOrType } from "../fields.ts";
import { choice } from "../users.ts";

// The field types the builder's schemas are made of, with the spec's limits and messages.

export const maxLength = (max: number) => ({ error: messageRef("validation.maxLength", { max }) });
export const text = (max: number) => z.string({ error: requiredOrType }).max(max, maxLength(max));
/** The spec's textarea limit (admin.md §5 Generic). */
export const textareaMax = 120;
export const longTextMax = 65535;

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
export const dateTime = z
  .string({ error: requiredOrType })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: messageRef("sites.invalidDateTime") })
  .nullable();
export const number = (min: number, max: number) =>
  z
    .number({ error: requiredOrType })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, {
      error: messageRef("sites.invalidNumber", { min, max }),
    });
/** Positions may sit off the design space while being dragged; sizes are at least 0. */
export const position = number(-10000, 10000);
export const size = number(0, 10000);
export const htmlContent = z
  .string({ error: requiredOrType })
  .max(longTextMax, maxLength(longTextMax))
  .refine((value) => !hasActiveHtml(value), { error: messageRef("sites.htmlScript") });

export const siteLanguage = choice(siteLanguages);
export function perLanguage<T extends z.ZodType>(schema: T) {
  return z.partialRecord(siteLanguage, schema);
}

/** The pages (by order) a popup or campaign shows on. */
export const pageOrders = z.array(z.number().int().min(1).max(100)).max(100);
