import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadSharp } from "./load-sharp.ts";

const run = promisify(execFile);

/** Formats sharp's prebuilt libvips does not read; a Debian program decodes them to PNG first. */
export type ForeignImageFormat = "bmp" | "heic";

/** Prebuilt sharp reads HEIF only with AV1 (AVIF); HEIC photos need libde265, which Debian's libheif has. */
async function sharpReadsHeic(): Promise<boolean> {
  const sharp = await loadSharp();
  return sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;
}

const decoders: Record<
  ForeignImageFormat,
  { program: string; args: (input: string, output: string) => string[] }
> = {
  // Debian's libheif-examples.
  heic: { program: "heif-convert", args: (input, output) => [input, output] },
  bmp: {
    program: "ffmpeg",
    args: (input, output) => [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-i",
      input,
      "-frames:v",
      "1",
      output,
    ],
  },
};

const found = new Map<string, Promise<boolean>>();

function programAvailable(program: string): Promise<boolean> {
  let answer = found.get(program);
  if (!answer) {
    // Both programs print their usage and exit non-zero without input; only a missing one fails to start.
    answer = run(program, ["-h"]).then(
      () => true,
      (error: NodeJS.ErrnoException) => error.code !== "ENOENT",
    );
    found.set(program, answer);
  }
  return answer;
}

/** Whether this machine can read the format (HEIC needs libheif's heif-convert, BMP ffmpeg). */
export async function canDecode(format: ForeignImageFormat): Promise<boolean> {
  if (format === "heic" && (await sharpReadsHeic())) return true;
  return programAvailable(decoders[format].program);
}

/** The image as PNG bytes sharp can read, decoded in a scratch folder that is removed afterwards. */
export async function decodeToPng(format: ForeignImageFormat, input: string): Promise<Buffer | string> {
  if (format === "heic" && (await sharpReadsHeic())) return input;
  const work = await mkdtemp(path.join(tmpdir(), "mekuri-decode-"));
  const output = path.join(work, "image.png");
  try {
    const decoder = decoders[format];
    await run(decoder.program, decoder.args(input, output), { timeout: 60_000 });
    return await readFile(output);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
