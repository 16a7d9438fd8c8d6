import { analysisQuery, jstDay, type Locale, messageRef, type Period } from "@mekuri/domain";
import { localizeMessage } from "@/lib/messages";

export interface PeriodErrors {
  from?: string;
  to?: string;
}

/**
 * What is wrong with a custom period, per field, in the UI language: the shared schema's own rules
 * (both days, end not before start, at most 13 months) and the server's "not after today" check,
 * so the operator sees the message next to the field before any call is made.
 */
export function periodErrors(draft: { from: string; to: string }, now: Date | number, locale: Locale) {
  const errors: PeriodErrors = {};
  const parsed = analysisQuery.safeParse({ from: draft.from || undefined, to: draft.to || undefined });
  if (!draft.from && !draft.to) {
    errors.from = localizeMessage(messageRef("analytics.periodIncomplete"), locale);
    return errors;
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "from" ? "from" : "to";
      errors[field] ??= localizeMessage(issue.message, locale);
    }
    return errors;
  }
  if (draft.from > jstDay(now)) {
    errors.from = localizeMessage(messageRef("analytics.periodInFuture"), locale);
  }
  return errors;
}

/** The period when it has no errors. */
export function validPeriod(draft: { from: string; to: string }, errors: PeriodErrors): Period | undefined {
  return errors.from || errors.to ? undefined : { from: draft.from, to: draft.to };
}
