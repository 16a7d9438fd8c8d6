import { z } from "zod";
import { messageRef } from "../i18n/message-format.ts";
import { pageMedia } from "../site/content.ts";
import {
  declaredFileProblem,
  type UploadProblem,
  uploadPurposes,
  zipProblem,
} from "../uploads/file-rules.ts";
import { errorCodes } from "./errors.ts";

// The file rules need no schema library: the console's upload fields import them alone.
export * from "../uploads/file-rules.ts";

const fileName = z.string().trim().min(1).max(255);
const byteSize = z.number().int().min(1);
const problemIssue = (problem: UploadProblem) => ({
  code: "custom" as const,
  message: messageRef(problem.key, problem.params),
});

export const uploadFile = z
  .object({
    name: fileName,
    contentType: z.string().min(1).max(100),
    size: byteSize,
    purpose: z.enum(uploadPurposes),
  })
  .superRefine((file, context) => {
    const problem = declaredFileProblem(file);
    if (problem) context.addIssue(problemIssue(problem));
  });
export type UploadFile = z.infer<typeof uploadFile>;

/** An upload id is a signed token: it names the site, the account and the declared file. */
const uploadId = z.string().min(1).max(2048);

export const uploadTarget = z.object({
  uploadId,
  url: z.string(),
  method: z.literal("PUT"),
  /** Headers the PUT must carry (the file's content type). */
  headers: z.record(z.string(), z.string()),
});
export type UploadTarget = z.infer<typeof uploadTarget>;

/** admin.md §5 Files: "Max upload count 2", files per upload call. */
export const maxUploadFiles = 2;
const tooManyFiles = { error: messageRef("uploads.tooManyFiles", { max: maxUploadFiles }) };

export const generateUrlsBody = z.object({
  siteId: z.uuid(),
  files: z.array(uploadFile).min(1).max(maxUploadFiles, tooManyFiles),
});
export type GenerateUrlsBody = z.infer<typeof generateUrlsBody>;
export const generateUrlsResponse = z.object({ uploads: z.array(uploadTarget) });
export type GenerateUrlsResponse = z.infer<typeof generateUrlsResponse>;

export const generateLogoUrlBody = z
  .object({
    siteId: z.uuid(),
    name: fileName,
    contentType: z.string().min(1).max(100),
    size: byteSize,
    kind: z.enum(["logo", "favicon"]),
  })
  .superRefine((file, context) => {
    const problem = declaredFileProblem({ ...file, purpose: file.kind });
    if (problem) context.addIssue(problemIssue(problem));
  });
export type GenerateLogoUrlBody = z.infer<typeof generateLogoUrlBody>;
export const generateLogoUrlResponse = uploadTarget;

export const uploadCompleteBody = z.object({
  siteId: z.uuid(),
  uploadIds: z.array(uploadId).min(1).max(maxUploadFiles, tooManyFiles),
});
export type UploadCompleteBody = z.infer<typeof uploadCompleteBody>;

export const uploadedAsset = z.object({
  uploadId,
  name: z.string(),
  /** Where the stored file is served: the original image, the plain video or the music file. */
  url: z.string(),
  /** Images and videos; null for music, which has no page media. */
  media: pageMedia.nullable(),
});
export type UploadedAsset = z.infer<typeof uploadedAsset>;
export const uploadCompleteResponse = z.object({ assets: z.array(uploadedAsset) });
export type UploadCompleteResponse = z.infer<typeof uploadCompleteResponse>;

export const bulkUploadStartBody = z
  .object({ siteId: z.uuid(), name: fileName, size: byteSize })
  .superRefine((file, context) => {
    const problem = zipProblem(file);
    if (problem) context.addIssue(problemIssue(problem));
  });
export type BulkUploadStartBody = z.infer<typeof bulkUploadStartBody>;
export const bulkUploadStartResponse = uploadTarget;

export const bulkUploadCompleteBody = z.object({ siteId: z.uuid(), uploadId });
export type BulkUploadCompleteBody = z.infer<typeof bulkUploadCompleteBody>;
export const bulkUploadResult = z.object({
  /** Media per cell code (A1, B3 …). */
  cells: z.record(z.string(), pageMedia),
  /** Files of the ZIP that were not used, with the reason in the caller's language. */
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResult>;

/** A ZIP is unpacked in a background job; the console polls it until it is done or failed. */
export const bulkUploadJob = z.object({
  jobId: z.uuid(),
  status: z.enum(["queued", "running", "done", "failed"]),
  /** Files of the ZIP looked at so far, of all its files (0 of 0 until the ZIP has been opened). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  result: bulkUploadResult.nullable(),
  error: z.object({ code: z.enum(errorCodes), message: z.string() }).nullable(),
});
export type BulkUploadJob = z.infer<typeof bulkUploadJob>;
export const bulkUploadJobParams = z.object({ jobId: z.uuid() });

/** PUT /news/image: the file's name for the messages; the answer is where the image is served. */
export const newsImageQuery = z.object({ name: fileName.default("image") });
export const newsImageResponse = z.object({ url: z.string() });
export type NewsImageResponse = z.infer<typeof newsImageResponse>;
