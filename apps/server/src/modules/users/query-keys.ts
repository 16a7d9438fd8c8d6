import type { FastifyRequest } from "fastify";
import { toCamelKeys } from "../../platform/http/wire-case.ts";

/**
 * Fastify's query parser builds objects on a null-prototype class, which the global wire-case hook
 * does not recognise as plain, so `page_size` would stay snake_case. Copying into a plain object
 * first lets the shared conversion apply (reported; remove once the platform hook handles it).
 */
export async function camelizeQuery(request: FastifyRequest) {
  if (request.query && typeof request.query === "object") request.query = toCamelKeys({ ...request.query });
}
