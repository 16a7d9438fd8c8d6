import { createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { purposeRules, type UploadPurpose, uploadKindOf } from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/http/app-error.ts";
import { readSignature, signatureKind } from "./file-signature.ts";
import { stagingKey, type UploadDeps } from "./upload-service.ts";

class TooMuch extends Error {}

function counting(limit: number) {
  const stream = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        stream.bytes += chunk.length;
        done(stream.bytes > limit ? new TooMuch() : null, chunk);
      },
    }),
    { bytes: 0 },
  );
  return stream;
}

const invalid = (key: "uploads.linkInvalid" | "uploads.linkExpired") => new AppError(403, "FORBIDDEN", key);

/**
 * The local store's stand-in for a presigned PUT: the signed upload id in the path is the
 * permission. The body streams to disk, never past the declared size; the first bytes must be of
 * the declared kind. Registered only when uploads go to local disk.
 */
export const localUploadRoute: FastifyPluginAsyncZod<{ deps: UploadDeps }> = async (app, { deps }) => {
  const staging = deps.stores.staging;
  if (!staging.localPath) return;
  const localPath = staging.localPath;
  // The body is the file itself: no parser may read it into memory.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.put(
    // A wildcard: the signed id is longer than the router allows a named parameter to be.
    "/uploads/*",
    {
      config: { access: "public" },
      schema: {
        tags: ["uploads"],
        summary: "Receives a file PUT to an upload URL when media is on local disk",
        params: z.object({ "*": z.string().max(4096) }),
      },
    },
    async (request, reply) => {
      const claims = deps.tokens.verify(request.params["*"]);
      if (!claims) throw invalid("uploads.linkInvalid");
      if (claims.exp < Math.floor((deps.now?.() ?? Date.now()) / 1000)) throw invalid("uploads.linkExpired");
      const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (type !== claims.type) {
        throw new AppError(400, "VALIDATION_ERROR", "uploads.contentTypeHeader", {
          name: claims.name,
          type: claims.type,
        });
      }
      const sizeMismatch = (received: number) =>
        new AppError(400, "VALIDATION_ERROR", "uploads.sizeMismatch", {
          name: claims.name,
          received,
          size: claims.size,
        });
      const declaredLength = Number(request.headers["content-length"] ?? Number.NaN);
      if (declaredLength > claims.size) throw sizeMismatch(declaredLength);

      // Without a body no parser runs, and there is nothing to store.
      const body = request.body as Readable | undefined;
      if (!body) throw sizeMismatch(0);
      const file = localPath(stagingKey(claims));
      const partial = `${file}.part`;
      await mkdir(path.dirname(file), { recursive: true });
      const counter = counting(claims.size);
      try {
        await pipeline(body, counter, createWriteStream(partial));
        if (counter.bytes !== claims.size) throw sizeMismatch(counter.bytes);
        const signature = await readSignature(partial);
        const expected = claims.purpose === "zip" ? "zip" : uploadKindOf(claims.type);
        if (!signature || signatureKind[signature] !== expected) {
          const types =
            claims.purpose === "zip" ? "ZIP" : purposeRules[claims.purpose as UploadPurpose].label;
          throw new AppError(400, "VALIDATION_ERROR", "uploads.contentMismatch", {
            name: claims.name,
            types,
          });
        }
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        if (error instanceof TooMuch) throw sizeMismatch(counter.bytes);
        throw error;
      }
      return reply.status(200).send();
    },
  );
};
