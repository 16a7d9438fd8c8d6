import {
  declaredFileProblem,
  messageRef,
  type UploadProblem,
  type UploadPurpose,
  zipProblem,
} from "@mekuri/domain";

/**
 * What the browser checks before an upload starts (admin.md §5 Files), with the same rules and
 * messages the server refuses with, so a wrong file is named at once instead of after a long PUT.
 * The server checks every file again by its content.
 */

/** The picker's filters; HEIC files often come without a MIME type, hence the extensions too. */
export const creativeAccept =
  ".jpg,.jpeg,.jfif,.png,.heic,.mp4,.mov,image/jpeg,image/png,image/heic,video/mp4,video/quicktime";
export const imageAccept = ".jpg,.jpeg,.jfif,.png,.heic,image/jpeg,image/png,image/heic";
export const zipAccept = ".zip,application/zip";
export const musicAccept = ".mp3,.m4a,audio/mpeg,audio/mp4,audio/x-m4a";

const byExtension: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  jfif: "image/jpeg",
  png: "image/png",
  heic: "image/heic",
  mp4: "video/mp4",
  mov: "video/quicktime",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  zip: "application/zip",
};

/** The content type sent with the PUT; browsers leave it empty for HEIC and some JFIF files. */
export function contentTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return byExtension[extension] ?? "application/octet-stream";
}

const asRef = (problem: UploadProblem | undefined) =>
  problem ? messageRef(problem.key, problem.params) : undefined;

/** The message reference of the first problem of a file, or undefined when it may go. */
export function fileProblem(file: File, purpose: UploadPurpose): string | undefined {
  return asRef(
    declaredFileProblem({ name: file.name, contentType: contentTypeOf(file), size: file.size, purpose }),
  );
}

export function zipFileProblem(file: File): string | undefined {
  return asRef(zipProblem({ name: file.name, size: file.size }));
}
