import { z } from "zod";
import { messageRef } from "../i18n/message-format.ts";

/** Raw analytics events are kept this many months by default; rollups are kept for good. */
export const defaultRetentionMonths = 13;
export const maxRetentionMonths = 120;

const months = z
  .number({ error: messageRef("analytics.invalidRetention", { max: maxRetentionMonths }) })
  .int({ error: messageRef("analytics.invalidRetention", { max: maxRetentionMonths }) })
  .min(1, { error: messageRef("analytics.invalidRetention", { max: maxRetentionMonths }) })
  .max(maxRetentionMonths, { error: messageRef("analytics.invalidRetention", { max: maxRetentionMonths }) });

/** The master's setting: how many months of raw events to keep (whole months, by receipt). */
export const analyticsRetentionBody = z.object({ months }).strict();
export type AnalyticsRetentionBody = z.infer<typeof analyticsRetentionBody>;
export const analyticsRetentionResponse = z.object({ months: z.number().int() });
