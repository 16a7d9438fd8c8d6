import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

/**
 * Deepest nesting of arrays and objects a JSON body may have (decision 035). The deepest request
 * of the API (a site document) nests about a dozen levels; thousands of levels only serve to
 * exhaust the stack of every recursive step after parsing (key conversion, validation).
 */
export const maxJsonDepth = 64;

/** Whether `text` opens more than `max` arrays or objects inside one another; brackets in strings are text. */
export function jsonDepthExceeds(text: string, max = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the nesting limit. */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser<string>("application/json", { parseAs: "string" }, (request, body, done) => {
    if (jsonDepthExceeds(body)) {
      done(new AppError(400, "MALFORMED_BODY", "error.malformedBody"), undefined);
      return;
    }
    // The default parser answers through `done`; what it returns is nothing to wait for.
    void parse(request, body, done);
  });
}
