import {
  type ErrorResponse,
  type Locale,
  localeFromAcceptLanguage,
  localizeMessage,
  messageRef,
  translate,
} from "@mekuri/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../database/database.ts";
import { AppError, FieldsRejected } from "./app-error.ts";
import { camelToSnake } from "./wire-case.ts";

/** Seconds a client should wait before retrying while the database is away. */
export const databaseRetryAfterSeconds = 5;

interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** A schema without a message of ours still answers in the caller's language. */
function issueMessage(issue: ZodIssueLike, locale: Locale): string {
  if (issue.message.includes(".") && localizeMessage(issue.message, locale) !== issue.message) {
    return localizeMessage(issue.message, locale);
  }
  const { params } = issue;
  switch (issue.keyword) {
    case "invalid_type":
      return params.input === undefined && /received undefined/.test(issue.message)
        ? translate("validation.required", locale)
        : translate("validation.invalidType", locale);
    case "too_big":
      return params.origin === "string"
        ? translate("validation.maxLength", locale, { max: String(params.maximum) })
        : translate("validation.invalidValue", locale);
    case "too_small":
      return params.origin === "string"
        ? localizeMessage(messageRef("validation.minLength", { min: String(params.minimum) }), locale)
        : translate("validation.invalidValue", locale);
    case "unrecognized_keys":
      return translate("validation.unknownField", locale, {
        field: (params.keys as string[] | undefined)?.map(camelToSnake).join(", ") ?? "",
      });
    default:
      return translate("validation.invalidValue", locale);
  }
}

function wirePath(instancePath: string): string {
  return instancePath.split("/").filter(Boolean).map(camelToSnake).join(".");
}

/** The one error handler: known errors carry a code and the spec's message; 5xx hides internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    const send = (status: number, body: ErrorResponse) => reply.status(status).send(body);

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.statusCode, {
        code: error.code,
        message: translate(error.messageKey, locale, error.params),
      });
    }
    if (error instanceof FieldsRejected) {
      const fields = error.fields.map(({ path, message }) => ({
        path,
        message: localizeMessage(message, locale),
      }));
      const messages = fields.map((field) => field.message);
      return send(400, {
        code: "VALIDATION_ERROR",
        message: error.summary ? [translate(error.summary, locale), ...messages] : messages,
        fields,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = (error.validation as unknown as ZodIssueLike[]).map((issue) => ({
        path: wirePath(issue.instancePath),
        message: issueMessage(issue, locale),
      }));
      return send(400, { code: "VALIDATION_ERROR", message: fields.map((field) => field.message), fields });
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return send(413, { code: "BODY_TOO_LARGE", message: translate("error.bodyTooLarge", locale) });
    }
    if (
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
      error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" ||
      error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH" ||
      error instanceof SyntaxError
    ) {
      return send(400, { code: "MALFORMED_BODY", message: translate("error.malformedBody", locale) });
    }
    if (error.statusCode === 429) {
      const seconds = Number(reply.getHeader("retry-after") ?? 60);
      return send(429, {
        code: "RATE_LIMITED",
        message: translate("error.rateLimited", locale, { seconds }),
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", String(databaseRetryAfterSeconds));
      return send(503, {
        code: "SERVICE_UNAVAILABLE",
        message: translate("error.serviceUnavailable", locale),
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, {
        code: error.statusCode === 404 ? "NOT_FOUND" : "MALFORMED_BODY",
        message: translate(error.statusCode === 404 ? "error.notFound" : "error.malformedBody", locale),
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return send(500, { code: "INTERNAL_ERROR", message: translate("error.internal", locale) });
  });
}

/**
 * The router's own refusals (a path that does not decode, a parameter over its length), which
 * happen before any route, hook or error handler: answered in the wire's error shape too.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeFromAcceptLanguage(request.headers["accept-language"]);
  if (error.code === "FST_ERR_BAD_URL" || error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    const body: ErrorResponse = { code: "MALFORMED_URL", message: translate("error.malformedUrl", locale) };
    return reply.status(error.code === "FST_ERR_BAD_URL" ? 400 : 414).send(body);
  }
  request.log.error({ err: error }, "unhandled router error");
  const body: ErrorResponse = { code: "INTERNAL_ERROR", message: translate("error.internal", locale) };
  return reply.status(500).send(body);
}
