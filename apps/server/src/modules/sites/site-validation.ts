import {
  type Locale,
  localizeMessage,
  type MessageKey,
  type MessageParams,
  messageRef,
} from "@mekuri/domain";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { camelToSnake } from "../../platform/http/wire-case.ts";

export interface SiteIssue {
  path: PropertyKey[];
  /** A message reference (`key?param=value`). */
  message: string;
}

/**
 * A save or publish refused for rules that need the database or the plan. It answers like the
 * schema's own 400: every message, each with its field path on the wire.
 */
export class SiteValidationFailed extends Error {
  constructor(readonly issues: SiteIssue[]) {
    super("site validation failed");
  }
}

export const issue = (path: PropertyKey[], key: MessageKey, params?: MessageParams): SiteIssue => ({
  path,
  message: messageRef(key, params),
});

export function assertNoIssues(issues: SiteIssue[]): void {
  if (issues.length) throw new SiteValidationFailed(issues);
}

export function issuesOf(error: z.ZodError): SiteIssue[] {
  return error.issues.map((i) => ({ path: i.path, message: i.message }));
}

function body(issues: SiteIssue[], locale: Locale) {
  const fields = issues.map((i) => ({
    path: i.path.map((segment) => camelToSnake(String(segment))).join("."),
    message: localizeMessage(i.message, locale),
  }));
  return { code: "VALIDATION_ERROR" as const, message: fields.map((f) => f.message), fields };
}

/** The sites plugin's error handler: its own refusals here, everything else to the app's handler. */
export function siteErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof SiteValidationFailed)
    return reply.status(400).send(body(error.issues, request.locale));
  throw error;
}
