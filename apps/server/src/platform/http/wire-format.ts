import { type Locale, localeFromAcceptLanguage } from "@mekuri/domain";
import type { FastifyInstance } from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import {
  createJsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { $ZodType } from "zod/v4/core";
import { safeParse } from "zod/v4/core";
import { FieldsRejected, rejectedField } from "./app-error.ts";
import { registerJsonBodyParser } from "./json-body.ts";
import { findBrokenText, type TextProblem } from "./text-check.ts";
import { snakeJsonSchema, toCamelKeys, toSnakeKeys } from "./wire-case.ts";

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Checks an answer against its schema, then writes it with the wire's snake_case keys. */
const serializerCompiler: FastifySerializerCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.error) throw new Error(`Response does not match its schema: ${result.error.message}`);
    return JSON.stringify(toSnakeKeys(result.data));
  };

const zodToJsonSchema = createJsonSchemaTransform({});

/**
 * OpenAPI shows what travels: snake_case names. A file download (`produces`, no JSON answer) says
 * what its 200 carries, which no serialiser schema can (the reply is sent as text).
 */
export const openApiTransform: typeof zodToJsonSchema = (input) => {
  const output = zodToJsonSchema(input);
  const schema = snakeJsonSchema(output.schema) as typeof output.schema & {
    produces?: string[];
    response?: Record<string, unknown>;
  };
  const fileType = schema?.produces?.find((type) => type !== "application/json");
  const answers = Object.keys(schema?.response ?? {});
  if (schema && fileType && !answers.some((status) => status.startsWith("2"))) {
    schema.response = { 200: { type: "string", description: `The file (${fileType})` }, ...schema.response };
  }
  return { ...output, schema };
};

const brokenText = (problems: TextProblem[]) =>
  new FieldsRejected(problems.map(({ path, messageKey }) => rejectedField(path, messageKey)));

export function registerWireFormat(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("locale", "ja");
  registerJsonBodyParser(app);
  // Every string of every request, whatever its route's schema says: path and query here, before
  // the access check reads them (a member route reads its :siteId), the body once it is parsed.
  // Callback hooks, as they run on every request (beacons included): no promise per request.
  app.addHook("onRequest", (request, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers["accept-language"]);
    const problems = [...findBrokenText(request.params), ...findBrokenText(request.query)];
    done(problems.length > 0 ? brokenText(problems) : undefined);
  });
  app.addHook("preValidation", (request, _reply, done) => {
    // A body kept as text (the analytics beacon) is checked by its route; text decoded from UTF-8
    // holds no unpaired surrogate, and a raw NUL is not JSON.
    if (typeof request.body === "object") {
      const problems = findBrokenText(request.body);
      if (problems.length > 0) return done(brokenText(problems));
    }
    if (request.body && typeof request.body === "object") request.body = toCamelKeys(request.body);
    if (request.query && typeof request.query === "object") request.query = toCamelKeys(request.query);
    done();
  });
}

export type { ZodTypeProvider };
