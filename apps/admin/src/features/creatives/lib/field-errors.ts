import type { Locale } from "@mekuri/domain";
import type { z } from "zod";
import { localizeMessage } from "@/lib/messages";

/**
 * The errors of one edited item by field, checked with the same shared schema the server saves with
 * (issue 4, "one rule, one place"), so a bad value shows beside its field before anything is saved.
 */
export function fieldErrors(schema: z.ZodType, value: unknown, locale: Locale): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= localizeMessage(issue.message, locale);
  }
  return errors;
}
