import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

let available: Promise<boolean> | undefined;

/** Debian's ffmpeg when installed; without it videos stay plain files (ARCHITECTURE.md, Runtime). */
export function ffmpegAvailable(): Promise<boolean> {
  available ??= run("ffmpeg", ["-hide_banner", "-version"]).then(
    () => true,
    () => false,
  );
  return available;
}

/** Cuts an MP4 into a VOD HLS playlist with 4-second segments; returns the files written. */
export async function transcodeToHls(
  input: string,
  outputDir: string,
): Promise<{ playlist: string; files: string[] }> {
  await mkdir(outputDir, { recursive: true });
  const playlist = path.join(outputDir, "index.m3u8");
  await run("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-i",
    input,
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-profile:v",
    "main",
    "-crf",
    "24",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
    "-hls_time",
    "4",
    "-hls_playlist_type",
    "vod",
    "-hls_segment_filename",
    path.join(outputDir, "segment-%03d.ts"),
    playlist,
  ]);
  return { playlist, files: (await readdir(outputDir)).map((name) => path.join(outputDir, name)) };
}

/**
 * Re-encodes a video in a container browsers do not play (AVI, MKV, FLV, WMV) as an H.264/AAC MP4
 * whose index is at the front, so it starts playing before it has fully downloaded.
 */
export async function transcodeToMp4(input: string, output: string): Promise<void> {
  await mkdir(path.dirname(output), { recursive: true });
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-i", input],
    ...["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "main", "-pix_fmt", "yuv420p", "-crf", "24"],
    ...["-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", output],
  ]);
}

/** A still frame for the video's poster, made in a scratch folder so nothing lands beside the input. */
export async function extractPoster(input: string, atSeconds = 0.5): Promise<Buffer> {
  const work = await mkdtemp(path.join(tmpdir(), "mekuri-poster-"));
  const output = path.join(work, "poster.jpg");
  try {
    await run("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-ss",
      String(atSeconds),
      "-i",
      input,
      "-frames:v",
      "1",
      output,
    ]);
    return await readFile(output);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
