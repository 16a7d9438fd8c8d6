import {
  campaignClicksResponse,
  createSiteBody,
  createSiteResponse,
  errorResponse,
  messageRef,
  messageResponse,
  publishSiteBody,
  publishSiteResponse,
  siteDocument,
  siteListFilters,
  siteListQuery,
  siteListResponse,
  storedSiteDocument,
  translate,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import { sendCsv } from "../../platform/http/csv-reply.ts";
import { requireActor } from "../auth/access-control.ts";
import { liveCountersOf } from "../public-site/click-counters.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { findOwnedSite } from "../tenancy/site-scope.ts";
import { exportSitesCsv, listSites } from "./site-list.ts";
import { createSite, deleteSite, readSiteDocument, setVisibility, updateSite } from "./site-service.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const siteParams = z.object({ id: z.uuid({ error: messageRef("sites.invalidUuid") }) });
/** A whole site of 100 pages in 4 languages with their buttons, products and HTML fits easily. */
export const siteDocumentBodyLimit = 16 * 1024 * 1024;

/** admin.md §7 Sites: the site production list and the builder's load, save, publish and delete. */
export const siteRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  published: PublishedSites;
}> = async (app, { db, config, published }) => {
  const tags = ["sites"];

  app.post(
    "/site",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Create a draft site with default content (plan: site count, pages, languages)",
        body: createSiteBody,
        response: { 201: createSiteResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createSite(db, requireActor(request), request.body);
      reply.status(201);
      return { id, message: translate("sites.created", request.locale) };
    },
  );

  app.get(
    "/site",
    {
      config: { access: "sites:view" },
      schema: {
        tags,
        summary: "Site production list: the reachable accounts' sites, newest first, paged",
        querystring: siteListQuery,
        response: { 200: siteListResponse, ...errors },
      },
    },
    async (request) => listSites(db, config.sites, requireActor(request), request.query),
  );

  app.get(
    "/site/export",
    {
      config: { access: "sites:view" },
      schema: {
        tags,
        summary: "The filtered site list as CSV (UTF-8 with BOM, CRLF)",
        querystring: siteListFilters,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const csv = await exportSitesCsv(
        db,
        config.sites,
        requireActor(request),
        request.query,
        request.locale,
      );
      return sendCsv(reply, "sites.csv", csv);
    },
  );

  app.get(
    "/site/:id",
    {
      config: { access: "sites:view" },
      schema: {
        tags,
        summary: "The whole editable site (SiteDocument)",
        params: siteParams,
        response: { 200: storedSiteDocument, ...errors },
      },
    },
    async (request) => {
      const owned = await findOwnedSite(db, requireActor(request), request.params.id);
      return readSiteDocument(db, owned);
    },
  );

  app.get(
    "/site/:id/campaign/clicks",
    {
      config: { access: "sites:view" },
      schema: {
        tags,
        summary: "Clicks counted on the campaign's banners, buttons and links, by item id",
        params: siteParams,
        response: { 200: campaignClicksResponse, ...errors },
      },
    },
    async (request, reply) => {
      await findOwnedSite(db, requireActor(request), request.params.id);
      // Counts grow while the site is live; the console should not see an old answer.
      reply.header("cache-control", "no-store");
      return { clicks: (await liveCountersOf(db, request.params.id)).campaignClicks };
    },
  );

  app.put(
    "/site/:id",
    {
      config: { access: "sites:edit" },
      bodyLimit: siteDocumentBodyLimit,
      schema: {
        tags,
        summary: "Save the whole draft: every rule and plan limit checked, all saved or nothing",
        params: siteParams,
        body: siteDocument,
        response: { 200: storedSiteDocument, ...errors },
      },
    },
    async (request) => updateSite(db, requireActor(request), request.params.id, request.body),
  );

  app.put(
    "/site/:id/publish",
    {
      config: { access: "sites:publish" },
      schema: {
        tags,
        summary: "Publish the draft as public (a new version), or make the site private",
        params: siteParams,
        body: publishSiteBody,
        response: { 200: publishSiteResponse, ...errors },
      },
    },
    async (request) => {
      const result = await setVisibility(
        db,
        requireActor(request),
        request.params.id,
        request.body.visibility,
      );
      await published.invalidate(request.params.id);
      const message = result.status === "PUBLISH" ? "sites.published" : "sites.madePrivate";
      return { ...result, message: translate(message, request.locale) };
    },
  );

  app.delete(
    "/site/:id",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Delete a site with its versions and data",
        params: siteParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteSite(db, requireActor(request), request.params.id);
      await published.invalidate(request.params.id);
      return { message: translate("sites.deleted", request.locale) };
    },
  );
};
