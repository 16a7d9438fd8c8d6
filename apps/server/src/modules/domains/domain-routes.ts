import {
  customDomainResponse,
  errorResponse,
  messageRef,
  messageResponse,
  setCustomDomainBodyFor,
  translate,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/http/app-error.ts";
import { createMemoryRateLimitStore } from "../../platform/security/rate-limiter.ts";
import { requireActor } from "../auth/access-control.ts";
import type { ActiveDomains } from "./active-domains.ts";
import type { DomainService } from "./domain-service.ts";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const siteParams = z.object({ id: z.uuid({ error: messageRef("sites.invalidUuid") }) });
/** A TLS proxy asks once per new host name; more than this from one address is a flood of made-up names. */
const askLimit = { max: 100, windowMs: 1000 };

/** Custom domains of a site (issue 18) and the TLS proxy's certificate question. */
export const domainRoutes: FastifyPluginAsyncZod<{
  service: DomainService;
  active: ActiveDomains;
  productDomains: string[];
}> = async (app, { service, active, productDomains }) => {
  const tags = ["domains"];
  const askCounts = createMemoryRateLimitStore();
  app.addHook("onClose", () => askCounts.close());

  app.get(
    "/site/:id/domain",
    {
      config: { access: "sites:view" },
      schema: {
        tags,
        summary: "The site's custom domain, its records and its verification state",
        params: siteParams,
        response: { 200: customDomainResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { domain: await service.read(requireActor(request), request.params.id) };
    },
  );

  app.put(
    "/site/:id/domain",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Start verifying a custom domain (a new token; a changed domain stops serving at once)",
        params: siteParams,
        body: setCustomDomainBodyFor(productDomains),
        response: { 200: customDomainResponse, ...errors },
      },
    },
    async (request) => ({
      domain: await service.set(requireActor(request), request.params.id, request.body.domain),
    }),
  );

  app.post(
    "/site/:id/domain/check",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Check the custom domain's DNS now",
        params: siteParams,
        response: { 200: customDomainResponse, ...errors },
      },
    },
    async (request) => ({ domain: await service.checkNow(requireActor(request), request.params.id) }),
  );

  app.delete(
    "/site/:id/domain",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Remove the custom domain: the site answers on its default address only, at once",
        params: siteParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(requireActor(request), request.params.id);
      return { message: translate("domains.removed", request.locale) };
    },
  );

  app.get(
    "/domains/tls-ask",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "On-demand TLS ask (Caddy): 200 when the host is an active custom domain, else 404; from memory",
        querystring: z.object({ domain: z.string().max(300).optional() }),
        response: { 200: z.object({ ok: z.literal(true) }), 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const window = await askCounts.hit(`ask:${request.ip}`, askLimit.windowMs);
      if (window.count > askLimit.max) {
        const seconds = Math.max(1, Math.ceil(window.resetInMs / 1000));
        throw new AppError(
          429,
          "RATE_LIMITED",
          "error.rateLimited",
          { seconds },
          { "retry-after": String(seconds) },
        );
      }
      if (!request.query.domain || !active.has(request.query.domain)) {
        throw new AppError(404, "NOT_FOUND", "domains.notSet");
      }
      return { ok: true as const };
    },
  );
};
