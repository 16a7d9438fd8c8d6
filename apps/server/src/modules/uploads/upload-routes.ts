import {
  type BulkUploadJob,
  type BulkUploadResult,
  bulkUploadCompleteBody,
  bulkUploadJob,
  bulkUploadJobParams,
  bulkUploadStartBody,
  bulkUploadStartResponse,
  errorResponse,
  generateLogoUrlBody,
  generateLogoUrlResponse,
  generateUrlsBody,
  generateUrlsResponse,
  type Locale,
  translate,
  uploadCompleteBody,
  uploadCompleteResponse,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { ZipRules } from "../../platform/archive/zip-reader.ts";
import type { Db } from "../../platform/database/database.ts";
import { sites } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import type { JobRecord } from "../../platform/jobs/job-records.ts";
import { requireActor } from "../auth/access-control.ts";
import { loadSigningKey } from "../auth/signing-key.ts";
import { findOwnedSite, siteNotFound } from "../tenancy/site-scope.ts";
import {
  type BulkUploadPayload,
  bulkUploadJobKind,
  queueBulkUpload,
  unpackBulkUpload,
} from "./bulk-upload.ts";
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
  /** Runs the bulk ZIP unpacking; this plugin registers its handler. */
  jobs: JobQueue;
  stores?: UploadStores;
  zipRules?: ZipRules;
}

function jobAnswer(job: JobRecord, locale: Locale): BulkUploadJob {
  return {
    jobId: job.id,
    status: job.status,
    progress: job.progress,
    result: job.status === "done" ? (job.result as BulkUploadResult) : null,
    error: job.error
      ? { code: job.error.code, message: translate(job.error.messageKey, locale, job.error.params) }
      : null,
  };
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

  options.jobs.handle(bulkUploadJobKind, async (payload, context) => {
    const { siteId, claims, locale } = payload as BulkUploadPayload;
    // The grid as it is now: the operator may have changed it while the job waited.
    const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
    if (!site) throw siteNotFound();
    return unpackBulkUpload(deps, site, claims, locale, {
      rules: options.zipRules,
      progress: context.progress,
      signal: context.signal,
    });
  });

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
        summary:
          "Queues the uploaded ZIP for unpacking into cells by file name; poll GET /site/bulk-upload/job/{jobId}",
        body: bulkUploadCompleteBody,
        response: { 202: bulkUploadJob, ...errors },
      },
    },
    async (request, reply) => {
      const { site } = await findOwnedSite(db, requireActor(request), request.body.siteId);
      const jobId = await queueBulkUpload(deps, options.jobs, site, request.body.uploadId, request.locale);
      const job = await options.jobs.find(jobId);
      if (!job) throw notFound();
      return reply.code(202).send(jobAnswer(job, request.locale));
    },
  );

  app.get(
    // "job/" keeps this path apart from /site/{siteId}/…: no address names two operations.
    "/site/bulk-upload/job/:jobId",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary:
          "A bulk ZIP's progress, then the media per cell and the skipped files, or why it was refused",
        params: bulkUploadJobParams,
        response: { 200: bulkUploadJob, ...errors },
      },
    },
    async (request) => {
      const job = await options.jobs.find(request.params.jobId);
      if (!job || job.kind !== bulkUploadJobKind) throw notFound();
      // Reach is checked through the job's site: another tenant's job answers 404 like its site.
      await findOwnedSite(db, requireActor(request), (job.payload as BulkUploadPayload).siteId);
      return jobAnswer(job, request.locale);
    },
  );
};
