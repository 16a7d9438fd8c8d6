import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  acceptedFormatNames,
  errorResponse,
  imageContentTypes,
  newsImageQuery,
  newsImageResponse,
  uploadLimits,
} from "@mekuri/domain";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, uploadErrorHandler } from "../../platform/http/app-error.ts";
import type { ObjectStorage } from "../../platform/storage/object-storage.ts";
import { requireActor } from "../auth/access-control.ts";
import { storeUploadedFile, UploadRefused } from "../uploads/media-processing.ts";
import { trackWrites } from "../uploads/upload-stores.ts";

/**
 * A news item's image (admin.md §3 News: image). News belongs to an account, not a site, so the
 * picture comes as the request body; it passes the same checks and conversion as a site's upload
 * (purpose "notification": images only, by content, 30 MB, webp variants).
 */
export const newsImageRoute: FastifyPluginAsyncZod<{ media: ObjectStorage; log: FastifyBaseLogger }> = async (
  app,
  { media, log },
) => {
  app.addContentTypeParser(
    [...imageContentTypes],
    { parseAs: "buffer", bodyLimit: uploadLimits.imageBytes },
    (_request, body, done) => done(null, body),
  );

  app.put(
    "/news/image",
    {
      config: { access: "news:manage" },
      bodyLimit: uploadLimits.imageBytes,
      errorHandler: uploadErrorHandler(
        "uploads.newsImageTooLarge",
        "uploads.newsImageType",
        acceptedFormatNames,
      ),
      schema: {
        tags: ["news"],
        summary: "Store a news image sent as the request body; answers where it is served",
        consumes: [...imageContentTypes],
        querystring: newsImageQuery,
        response: {
          200: newsImageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          413: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const body = request.body;
      if (!Buffer.isBuffer(body))
        throw new AppError(400, "VALIDATION_ERROR", "uploads.newsImageType", acceptedFormatNames);
      const id = randomUUID();
      const workDir = await mkdtemp(path.join(tmpdir(), "mekuri-news-image-"));
      const tracked = trackWrites(media);
      try {
        const file = path.join(workDir, "upload");
        await writeFile(file, body);
        const stored = await storeUploadedFile(tracked.storage, file, {
          name: request.query.name,
          purpose: "notification",
          declaredType: request.headers["content-type"],
          keyBase: `news/${actor.account.id}/${id}`,
          workDir: path.join(workDir, "work"),
        });
        return { url: stored.url };
      } catch (error) {
        await tracked.rollback().catch(() => undefined);
        if (error instanceof UploadRefused)
          throw new AppError(400, "VALIDATION_ERROR", error.messageKey, error.params);
        log.error({ err: error }, "news image upload failed");
        throw new AppError(500, "INTERNAL_ERROR", "uploads.storageFailed");
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  );
};
