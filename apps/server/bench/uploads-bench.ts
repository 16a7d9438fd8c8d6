import { fork } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatPositionCode } from "@mekuri/domain";
import sharp from "sharp";
import { unpackBulkUpload } from "../src/modules/uploads/bulk-upload.ts";
import { createUploadTarget, stagingKey, type UploadDeps } from "../src/modules/uploads/upload-service.ts";
import { createUploadTokens } from "../src/modules/uploads/upload-token.ts";
import { ZipWriter } from "../src/platform/archive/zip-writer.ts";
import { renderWebpVariant, storeImageWithVariants } from "../src/platform/images/image-variants.ts";
import { createLocalStorage } from "../src/platform/storage/object-storage.ts";

const workerFlag = "uploads-bench-worker";
/** CPU time of all threads (sharp's included): what the work costs, whatever else the machine runs. */
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A photo-like picture: smooth gradients, shapes, text and some grain, so JPEG and webp work as on a photo. */
function photo(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,25%)"/><stop offset="1" stop-color="hsl(${(hue + 140) % 360},80%,60%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 397) % width}" cy="${(i * 613) % height}" r="${width / 12}" fill="hsla(${(hue + i * 15) % 360},80%,70%,0.35)"/>`).join("")}
    <text x="${width / 10}" y="${height / 2}" font-size="${width / 10}" font-family="sans-serif" fill="white">SUMMER ${hue}</text>
  </svg>`;
  const grain = {
    noise: { type: "gaussian" as const, mean: 128, sigma: 40 },
    width,
    height,
    channels: 3 as const,
    background: "#808080",
  };
  return sharp(Buffer.from(svg))
    .composite([{ input: { create: grain }, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Runs one measurement in a fresh process, so its peak RSS is its own. */
function inWorker(
  args: string[],
): Promise<{ ms: number; cpuMs: number; peakRssMb: number; startRssMb: number; note?: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [workerFlag, ...args], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (message) => resolve(message as never));
    child.once("error", reject);
    child.once("exit", (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
  });
}

/** Cell codes in reading order of a grid `columns` wide: A1, B1 … J1, A2 … */
const cellOf = (index: number, columns: number) =>
  formatPositionCode({ columnIndex: index % columns, rowIndex: Math.floor(index / columns) })!;

async function writeImageZip(file: string, images: string[], columns: number) {
  const writer = new ZipWriter(file);
  for (const [index, image] of images.entries()) {
    // JPEG does not shrink in a ZIP: stored, as ZIP tools do with photos.
    await writer.add({ name: `${cellOf(index, columns)}.jpg`, data: await readFile(image), method: "store" });
  }
  await writer.close();
}

async function bulkWorker(zipFile: string, columns: number, rows: number) {
  const dir = await mkdtemp(path.join(tmpdir(), "mekuri-bench-bulk-"));
  const deps: UploadDeps = {
    stores: {
      media: createLocalStorage(path.join(dir, "media")),
      staging: createLocalStorage(path.join(dir, "staging"), ""),
    },
    tokens: createUploadTokens(randomBytes(32)),
    localUploadPath: "/api/v1/uploads",
  };
  const site = { id: randomUUID(), accountId: randomUUID(), numberHorizontal: columns, numberVertical: rows };
  const { size } = await stat(zipFile);
  const target = await createUploadTarget(deps, site, {
    name: "bench.zip",
    contentType: "application/zip",
    size,
    purpose: "zip",
  });
  const claims = deps.tokens.verify(target.uploadId)!;
  await deps.stores.staging.putFile(stagingKey(claims), zipFile, "application/zip");
  const startRss = process.memoryUsage().rss;
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await unpackBulkUpload(deps, site, claims, "en");
  const ms = performance.now() - start;
  const cpuTime = cpuMs(process.cpuUsage(cpu));
  await rm(dir, { recursive: true, force: true });
  return {
    ms,
    cpuTime,
    startRss,
    note: `${Object.keys(result.cells).length} cells, ${result.skipped.length} skipped`,
  };
}

async function variantsWorker(imageFile: string) {
  const dir = await mkdtemp(path.join(tmpdir(), "mekuri-bench-variants-"));
  const storage = createLocalStorage(dir);
  const startRss = process.memoryUsage().rss;
  const start = performance.now();
  const cpu = process.cpuUsage();
  await storeImageWithVariants(storage, "bench/photo", imageFile);
  const ms = performance.now() - start;
  const cpuTime = cpuMs(process.cpuUsage(cpu));
  await rm(dir, { recursive: true, force: true });
  return { ms, cpuTime, startRss };
}

if (process.argv[2] === workerFlag) {
  const [, , , kind, file, columns, rows] = process.argv;
  const outcome =
    kind === "bulk" ? await bulkWorker(file!, Number(columns), Number(rows)) : await variantsWorker(file!);
  // maxRSS is in kilobytes: the process's peak resident memory.
  process.send!({
    ms: outcome.ms,
    cpuMs: outcome.cpuTime,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    startRssMb: outcome.startRss / 1024 / 1024,
    note: "note" in outcome ? outcome.note : undefined,
  });
  process.disconnect();
}

/** Image conversion and bulk ZIP cost (issue 4, Speed): figures for docs/performance.md. */
export async function run() {
  const dir = await mkdtemp(path.join(tmpdir(), "mekuri-bench-uploads-"));
  try {
    const original = path.join(dir, "photo-12mp.jpg");
    await sharp(await photo(4000, 3000, 200)).toFile(original);
    console.log(`12-megapixel JPEG (4000 × 3000): ${mb((await stat(original)).size)} MB`);

    const fullScreen: number[] = [];
    const fullScreenCpu: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      await renderWebpVariant(original, 1920);
      fullScreen.push(performance.now() - start);
      fullScreenCpu.push(cpuMs(process.cpuUsage(cpu)));
    }
    fullScreen.sort((a, b) => a - b);
    fullScreenCpu.sort((a, b) => a - b);
    console.log(
      `full-screen webp (1920 wide), 12 runs: p50 ${percentile(fullScreen, 50).toFixed(0)} ms, p95 ${percentile(fullScreen, 95).toFixed(0)} ms (target ≤ 2000 ms); CPU time p50 ${percentile(fullScreenCpu, 50).toFixed(0)} ms, p95 ${percentile(fullScreenCpu, 95).toFixed(0)} ms`,
    );

    const variants: { ms: number; cpuMs: number; peakRssMb: number }[] = [];
    for (let i = 0; i < 5; i += 1) variants.push(await inWorker(["variants", original]));
    const times = variants.map((v) => v.ms).sort((a, b) => a - b);
    const cpuTimes = variants.map((v) => v.cpuMs).sort((a, b) => a - b);
    console.log(
      `original + 8 webp variants, 5 runs (fresh process each): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; CPU time p50 ${percentile(cpuTimes, 50).toFixed(0)} ms; peak RSS ${Math.max(...variants.map((v) => v.peakRssMb)).toFixed(0)} MB`,
    );

    const columns = 10;
    const images: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      images.push(path.join(dir, `image-${i}.jpg`));
      await writeFile(images[i]!, await photo(1080, 1920, (i * 37) % 360));
    }
    for (const count of [50, 100, 200]) {
      const zip = path.join(dir, `images-${count}.zip`);
      await writeImageZip(zip, images.slice(0, count), columns);
      const outcome = await inWorker(["bulk", zip, String(columns), String(Math.ceil(count / columns))]);
      console.log(
        `ZIP of ${count} images (1080 × 1920 JPEG, ${mb((await stat(zip)).size)} MB): ${(outcome.ms / 1000).toFixed(1)} s (${(outcome.ms / count).toFixed(0)} ms per image; CPU ${(outcome.cpuMs / count).toFixed(0)} ms per image), RSS before ${outcome.startRssMb.toFixed(0)} MB, peak RSS ${outcome.peakRssMb.toFixed(0)} MB; ${outcome.note}`,
      );
      await rm(zip, { force: true });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
