import {
  bulkUploadCompleteBody,
  bulkUploadCompleteResponse,
  bulkUploadStartBody,
  bulkUploadStartResponse,
  errorResponse,
  generateLogoUrlBody,
  generateLogoUrlResponse,
  generateUrlsBody,
  generateUrlsResponse,
  uploadCompleteBody,
  uploadCompleteResponse,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { ZipRules } from "../../platform/archive/zip-reader.ts";
import type { Db } from "../../platform/database/database.ts";
import { requireActor } from "../auth/access-control.ts";
import { loadSigningKey } from "../auth/signing-key.ts";
import { findOwnedSite } from "../sites/site-access.ts";
import { completeBulkUpload } from "./bulk-upload.ts";
import { localUploadRoute } from "./local-upload-route.ts";
import { completeUploads, createUploadTarget, type UploadDeps } from "./upload-service.ts";
import { createUploadStores, type UploadStores } from "./upload-stores.ts";
import { createUploadTokens } from "./upload-token.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  500: errorResponse,
};
const tags = ["uploads"];

export interface UploadRouteOptions {
  db: Db;
  config: Config;
  /** The path the routes are mounted at, for the local upload URLs. */
  apiBasePath: string;
  stores?: UploadStores;
  zipRules?: ZipRules;
}

/** admin.md §7 Sites: upload URLs, completion, the logo URL and the bulk ZIP. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRouteOptions> = async (app, options) => {
  const { db } = options;
  const deps: UploadDeps = {
    stores: options.stores ?? createUploadStores(options.config),
    tokens: createUploadTokens(await loadSigningKey(db, options.config.jwtSecret)),
    localUploadPath: `${options.apiBasePath}/uploads`,
    log: app.log,
  };
  await app.register(localUploadRoute, { deps });

  app.post(
    "/site/generate-urls",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Upload URLs for a site's files: PUT each file there with its content type, then complete",
        body: generateUrlsBody,
        response: { 200: generateUrlsResponse, ...errors },
      },
    },
    async (request) => {
      const { site } = await findOwnedSite(db, requireActor(request), request.body.siteId);
      const uploads = [];
      for (const file of request.body.files) uploads.push(await createUploadTarget(deps, site, file));
      return { uploads };
    },
  );

  app.post(
    "/site/generate-logo-url",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "An upload URL for the site's logo or favicon (JPG or PNG)",
        body: generateLogoUrlBody,
        response: { 200: generateLogoUrlResponse, ...errors },
      },
    },
    async (request) => {
      const { siteId, kind, ...file } = request.body;
      const { site } = await findOwnedSite(db, requireActor(request), siteId);
      return createUploadTarget(deps, site, { ...file, purpose: kind });
    },
  );

  app.post(
    "/site/upload/complete",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Checks uploaded files by content and makes their webp variants, HLS and posters",
        body: uploadCompleteBody,
        response: { 200: uploadCompleteResponse, ...errors },
      },
    },
    async (request) => {
      const { site } = await findOwnedSite(db, requireActor(request), request.body.siteId);
      return { assets: await completeUploads(deps, site, request.body.uploadIds) };
    },
  );

  app.post(
    "/site/bulk-upload/start",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "An upload URL for a ZIP of creatives (up to 1 GB)",
        body: bulkUploadStartBody,
        response: { 200: bulkUploadStartResponse, ...errors },
      },
    },
    async (request) => {
      const { siteId, name, size } = request.body;
      const { site } = await findOwnedSite(db, requireActor(request), siteId);
      return createUploadTarget(deps, site, { name, size, contentType: "application/zip", purpose: "zip" });
    },
  );

  app.post(
    "/site/bulk-upload/complete",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Unpacks the uploaded ZIP into cells by file name, refusing ZIP bombs",
        body: bulkUploadCompleteBody,
        response: { 200: bulkUploadCompleteResponse, ...errors },
      },
    },
    async (request) => {
      const { site } = await findOwnedSite(db, requireActor(request), request.body.siteId);
      return completeBulkUpload(deps, site, request.body.uploadId, request.locale, options.zipRules);
    },
  );
};
