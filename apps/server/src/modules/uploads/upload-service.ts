import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  transcodedVideoTypes,
  type UploadedAsset,
  type UploadPurpose,
  type UploadTarget,
} from "@mekuri/domain";
import { AppError } from "../../platform/http/app-error.ts";
import { canDecode } from "../../platform/images/image-decoders.ts";
import { ObjectNotFound } from "../../platform/storage/object-storage.ts";
import { ffmpegAvailable } from "../../platform/video/video-transcoder.ts";
import type { SiteRow } from "../tenancy/site-scope.ts";
import { storeUploadedFile, UploadRefused } from "./media-processing.ts";
import type { UploadStores } from "./upload-stores.ts";
import { trackWrites } from "./upload-stores.ts";
import type { UploadClaims, UploadTokens } from "./upload-token.ts";

/** The parts of a site an upload needs. */
export type EditableSite = Pick<SiteRow, "id" | "accountId" | "numberHorizontal" | "numberVertical">;

/** How long a returned upload URL takes a PUT; completing is possible for an hour more. */
export const uploadUrlSeconds = 3600;
const completeGraceSeconds = 3600;

export interface UploadDeps {
  stores: UploadStores;
  tokens: UploadTokens;
  /** The path of the local PUT route, for stores without presigned URLs. */
  localUploadPath: string;
  now?: () => number;
  /** Where failures of the disk or the store are logged before the caller gets a plain message. */
  log?: { error(details: object, message: string): void };
}

const nowSeconds = (deps: UploadDeps) => Math.floor((deps.now?.() ?? Date.now()) / 1000);

export const stagingKey = (claims: UploadClaims) => `${claims.account}/${claims.site}/${claims.id}`;

export const refusal = (error: UploadRefused) =>
  new AppError(400, "VALIDATION_ERROR", error.messageKey, error.params);

/** A signed upload id and where to PUT the file: a presigned store URL, or this server's route. */
export async function createUploadTarget(
  deps: UploadDeps,
  site: EditableSite,
  file: { name: string; contentType: string; size: number; purpose: UploadPurpose | "zip" },
): Promise<UploadTarget> {
  const type = file.contentType.toLowerCase();
  if ((type === "image/heic" || type === "image/heif") && !(await canDecode("heic"))) {
    throw new AppError(400, "VALIDATION_ERROR", "uploads.heicUnsupported", { name: file.name });
  }
  if (transcodedVideoTypes.includes(type) && !(await ffmpegAvailable())) {
    throw new AppError(400, "VALIDATION_ERROR", "uploads.videoNeedsTranscoder", { name: file.name });
  }
  const claims: UploadClaims = {
    id: randomUUID(),
    site: site.id,
    account: site.accountId,
    purpose: file.purpose,
    name: file.name,
    type,
    size: file.size,
    exp: nowSeconds(deps) + uploadUrlSeconds,
  };
  const uploadId = deps.tokens.sign(claims);
  const url = deps.stores.staging.presignPut
    ? await deps.stores.staging.presignPut(stagingKey(claims), type, file.size, uploadUrlSeconds)
    : `${deps.localUploadPath}/${uploadId}`;
  return { uploadId, url, method: "PUT", headers: { "content-type": type } };
}

/** The claims of an upload id issued for this site, still within its time to complete. */
export function claimsForSite(
  deps: UploadDeps,
  site: EditableSite,
  uploadId: string,
  zip: boolean,
): UploadClaims {
  const claims = deps.tokens.verify(uploadId);
  if (
    !claims ||
    claims.site !== site.id ||
    claims.account !== site.accountId ||
    (claims.purpose === "zip") !== zip
  ) {
    throw new AppError(400, "VALIDATION_ERROR", "uploads.linkInvalid");
  }
  if (claims.exp + completeGraceSeconds < nowSeconds(deps)) {
    throw new AppError(400, "VALIDATION_ERROR", "uploads.linkExpired");
  }
  return claims;
}

/** Refuses an upload that did not arrive, or not whole; a partial file is removed. */
export async function assertStaged(deps: UploadDeps, claims: UploadClaims): Promise<void> {
  const key = stagingKey(claims);
  const size = await deps.stores.staging.size(key);
  if (size === undefined)
    throw new AppError(400, "VALIDATION_ERROR", "uploads.notUploaded", { name: claims.name });
  if (size !== claims.size) {
    await deps.stores.staging.delete([key]);
    throw new AppError(400, "VALIDATION_ERROR", "uploads.sizeMismatch", {
      name: claims.name,
      received: size,
      size: claims.size,
    });
  }
}

/**
 * The staged file on this machine: the local store's own file, or a streamed copy of the object
 * in `workDir`. Refuses a file that was not uploaded or is not the declared size.
 */
export async function stagedFile(deps: UploadDeps, claims: UploadClaims, workDir: string): Promise<string> {
  const key = stagingKey(claims);
  await assertStaged(deps, claims);
  if (deps.stores.staging.localPath) return deps.stores.staging.localPath(key);
  const file = path.join(workDir, `staged-${claims.id}`);
  try {
    await deps.stores.staging.download(key, file);
  } catch (error) {
    if (error instanceof ObjectNotFound) {
      throw new AppError(400, "VALIDATION_ERROR", "uploads.notUploaded", { name: claims.name });
    }
    throw error;
  }
  return file;
}

export function storageFailure(deps: UploadDeps, error: unknown) {
  deps.log?.error({ err: error }, "upload failed");
  return new AppError(500, "INTERNAL_ERROR", "uploads.storageFailed");
}

/**
 * Completes uploads: each staged file is checked by content and converted; a refused file answers
 * 400 naming it, and nothing of this request is kept.
 */
export async function completeUploads(
  deps: UploadDeps,
  site: EditableSite,
  uploadIds: readonly string[],
): Promise<UploadedAsset[]> {
  const all = uploadIds.map((uploadId) => ({ uploadId, claims: claimsForSite(deps, site, uploadId, false) }));
  const tracked = trackWrites(deps.stores.media);
  const workDir = await mkdtemp(path.join(tmpdir(), "mekuri-upload-"));
  const assets: UploadedAsset[] = [];
  try {
    for (const { uploadId, claims } of all) {
      const file = await stagedFile(deps, claims, workDir);
      try {
        const stored = await storeUploadedFile(tracked.storage, file, {
          name: claims.name,
          purpose: claims.purpose as UploadPurpose,
          declaredType: claims.type,
          keyBase: `sites/${site.id}/${claims.id}`,
          workDir: path.join(workDir, claims.id),
        });
        assets.push({ uploadId, name: claims.name, url: stored.url, media: stored.media });
      } catch (error) {
        if (error instanceof UploadRefused) await deps.stores.staging.delete([stagingKey(claims)]);
        throw error;
      }
    }
    await deps.stores.staging.delete(all.map(({ claims }) => stagingKey(claims)));
    return assets;
  } catch (error) {
    await tracked.rollback().catch(() => undefined);
    if (error instanceof UploadRefused) throw refusal(error);
    if (error instanceof AppError) throw error;
    throw storageFailure(deps, error);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
