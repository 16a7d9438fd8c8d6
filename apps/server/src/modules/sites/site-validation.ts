import { type MessageKey, type MessageParams, messageRef } from "@mekuri/domain";
import type { z } from "zod";
import { FieldsRejected } from "../../platform/http/app-error.ts";
import { camelToSnake } from "../../platform/http/wire-case.ts";

export interface SiteIssue {
  path: PropertyKey[];
  /** A message reference (`key?param=value`). */
  message: string;
}

export const issue = (path: PropertyKey[], key: MessageKey, params?: MessageParams): SiteIssue => ({
  path,
  message: messageRef(key, params),
});

/**
 * A save or publish refused for rules that need the database or the plan. It answers like the
 * schema's own 400: every message, each with its field path on the wire.
 */
export function siteRejected(issues: SiteIssue[]): FieldsRejected {
  return new FieldsRejected(
    issues.map((i) => ({
      path: i.path.map((segment) => camelToSnake(String(segment))).join("."),
      message: i.message,
    })),
  );
}

export function assertNoIssues(issues: SiteIssue[]): void {
  if (issues.length) throw siteRejected(issues);
}

export function issuesOf(error: z.ZodError): SiteIssue[] {
  return error.issues.map((i) => ({ path: i.path, message: i.message }));
}
