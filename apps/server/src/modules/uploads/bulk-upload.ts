import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type BulkUploadResult,
  cellCodeOfFileName,
  formatByteLimit,
  type Locale,
  type MessageKey,
  type MessageParams,
  type PageMedia,
  toPagePosition,
  translate,
  uploadLimits,
  zipLimits,
} from "@mekuri/domain";
import {
  type OpenEntry,
  walkZip,
  type ZipEntryInfo,
  ZipRejected,
  type ZipRules,
} from "../../platform/archive/zip-reader.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import type { JobContext } from "../../platform/jobs/job-records.ts";
import { readSignature } from "./file-signature.ts";
import { storeUploadedFile, UploadRefused } from "./media-processing.ts";
import {
  assertStaged,
  claimsForSite,
  type EditableSite,
  stagedFile,
  stagingKey,
  storageFailure,
  type UploadDeps,
} from "./upload-service.ts";
import { trackWrites } from "./upload-stores.ts";
import type { UploadClaims } from "./upload-token.ts";

const entryLimit = Math.max(uploadLimits.imageBytes, uploadLimits.videoBytes);

class EntryTooLarge extends Error {}

/** Passes at most `limit` bytes: an entry bigger than a creative may be is skipped, not stored. */
function atMost(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new EntryTooLarge() : null, chunk);
    },
  });
}

/** Files a ZIP tool adds that are nobody's creative: macOS resource forks and hidden files. */
const isClutter = (name: string) =>
  name.startsWith("__MACOSX/") || (name.split("/").pop() ?? "").startsWith(".");

const violationMessages: Record<ZipRejected["violation"], MessageKey> = {
  unreadable: "uploads.zipUnreadable",
  entries: "uploads.zipTooManyEntries",
  total: "uploads.zipTooLargeUnpacked",
  ratio: "uploads.zipRatio",
  symlink: "uploads.zipSymlink",
  path: "uploads.zipPath",
};

function zipRefusal(error: ZipRejected, name: string, rules: ZipRules) {
  return new AppError(400, "VALIDATION_ERROR", violationMessages[error.violation], {
    name,
    entry: error.entry,
    max: error.violation === "ratio" ? rules.maxRatio : rules.maxEntries,
    limit: formatByteLimit(rules.maxTotalBytes),
  });
}

const skipReasons: Partial<Record<MessageKey, MessageKey>> = {
  "uploads.contentMismatch": "uploads.skipType",
  "uploads.unreadable": "uploads.skipUnreadable",
};

/** What the job needs: the upload's claims were checked when the job was queued. */
export interface BulkUploadPayload {
  siteId: string;
  claims: UploadClaims;
  locale: Locale;
}

export const bulkUploadJobKind = "bulk-upload";

/**
 * Accepts a staged ZIP for unpacking: the link and the upload are checked now (400 at once), the
 * unpacking runs in a job, because a ZIP near 1 GB takes minutes (decision 023). Completing the
 * same upload twice answers the same job.
 */
export async function queueBulkUpload(
  deps: UploadDeps,
  queue: JobQueue,
  site: EditableSite,
  uploadId: string,
  locale: Locale,
): Promise<string> {
  const claims = claimsForSite(deps, site, uploadId, true);
  const dedupeKey = `${bulkUploadJobKind}:${claims.id}`;
  const earlier = await queue.idOf(dedupeKey);
  if (earlier) return earlier;
  await assertStaged(deps, claims);
  const payload: BulkUploadPayload = { siteId: site.id, claims, locale };
  return queue.enqueue(bulkUploadJobKind, payload, dedupeKey);
}

/** Saves progress at most this often: a ZIP of thousands of small files would otherwise write as often. */
const progressIntervalMs = 500;

/**
 * A bulk ZIP (admin.md §7): each file whose name starts with a cell code of the site's grid becomes
 * that cell's media; other files are listed as skipped with the reason. A ZIP that breaks a
 * zip-bomb rule is refused and keeps nothing, not even the media of entries before the breach.
 * An abort of `signal` (shutdown, decision 023) stops it between entries, also keeping nothing but
 * the staged ZIP, which the job's next run reads again.
 */
export async function unpackBulkUpload(
  deps: UploadDeps,
  site: EditableSite,
  claims: UploadClaims,
  locale: Locale,
  options: { rules?: ZipRules; progress?: JobContext["progress"]; signal?: AbortSignal } = {},
): Promise<BulkUploadResult> {
  const rules = options.rules ?? zipLimits;
  const workDir = await mkdtemp(path.join(tmpdir(), "mekuri-zip-"));
  const tracked = trackWrites(deps.stores.media);
  const cells: Record<string, PageMedia> = {};
  const filledBy: Record<string, string> = {};
  const skipped: BulkUploadResult["skipped"] = [];
  const skip = (name: string, key: MessageKey, params: MessageParams = {}) => {
    skipped.push({ name, reason: translate(key, locale, params) });
  };
  let reportedAt = 0;
  const report = async (done: number, total: number) => {
    if (!options.progress || (done < total && Date.now() - reportedAt < progressIntervalMs)) return;
    reportedAt = Date.now();
    await options.progress(done, total);
  };

  const visitEntry = async (entry: ZipEntryInfo, open: OpenEntry): Promise<void> => {
    if (isClutter(entry.name)) return;
    const cell = cellCodeOfFileName(entry.name);
    if (!cell) return skip(entry.name, "uploads.skipNoCell");
    const position = toPagePosition(cell);
    if (
      !position ||
      position.columnIndex >= site.numberHorizontal ||
      position.rowIndex >= site.numberVertical
    ) {
      return skip(entry.name, "uploads.skipOutsideGrid", { cell });
    }
    if (filledBy[cell]) return skip(entry.name, "uploads.skipDuplicate", { cell, other: filledBy[cell] });
    if (entry.encrypted) return skip(entry.name, "uploads.skipUnreadable");
    const tooLarge = () => skip(entry.name, "uploads.skipTooLarge", { limit: formatByteLimit(entryLimit) });
    if (entry.declaredSize > entryLimit) return tooLarge();

    const file = path.join(workDir, "entry");
    try {
      await pipeline(await open(), atMost(entryLimit), createWriteStream(file));
      if (!(await readSignature(file))) return skip(entry.name, "uploads.skipType");
      const stored = await storeUploadedFile(tracked.storage, file, {
        name: entry.name,
        purpose: "creative",
        keyBase: `sites/${site.id}/${randomUUID()}`,
        workDir: path.join(workDir, "work"),
      });
      if (stored.media) cells[cell] = stored.media;
      filledBy[cell] = entry.name;
    } catch (error) {
      if (error instanceof EntryTooLarge) return tooLarge();
      if (error instanceof UploadRefused) {
        const reason = skipReasons[error.messageKey];
        return reason ? skip(entry.name, reason) : skip(entry.name, error.messageKey, error.params);
      }
      throw error;
    } finally {
      await rm(file, { force: true });
      await rm(path.join(workDir, "work"), { recursive: true, force: true });
    }
  };

  try {
    const zipFile = await stagedFile(deps, claims, workDir);
    if ((await readSignature(zipFile)) !== "zip") {
      throw new AppError(400, "VALIDATION_ERROR", "uploads.zipNotZip", { name: claims.name });
    }
    await walkZip(
      zipFile,
      async (entry, open, { index, count }) => {
        options.signal?.throwIfAborted();
        await visitEntry(entry, open);
        await report(index + 1, count);
      },
      rules,
    );
    return { cells, skipped };
  } catch (error) {
    await tracked.rollback().catch(() => undefined);
    if (options.signal?.aborted) throw error;
    if (error instanceof ZipRejected) throw zipRefusal(error, claims.name, rules);
    if (error instanceof AppError) throw error;
    throw storageFailure(deps, error);
  } finally {
    if (!options.signal?.aborted)
      await deps.stores.staging.delete([stagingKey(claims)]).catch(() => undefined);
    await rm(workDir, { recursive: true, force: true });
  }
}
