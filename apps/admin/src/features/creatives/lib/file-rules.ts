import {
  acceptOf,
  contentTypeOfFile,
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

/** The picker's filters; HEIC and some video files often come without a MIME type, hence the extensions too. */
export const creativeAccept = acceptOf("media");
export const imageAccept = acceptOf("image");
export const zipAccept = ".zip,application/zip";
export const musicAccept = ".mp3,.m4a,audio/mpeg,audio/mp4,audio/x-m4a";

/** The content type sent with the PUT (the domain's rule, named as the creatives code calls it). */
export const contentTypeOf = contentTypeOfFile;

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
