import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { serverBundleOptions } from "./release.mjs";

const root = path.resolve(import.meta.dirname, "..");
// Inside the checkout, so the bundle finds the packages it leaves outside as the release does.
const cacheDir = path.join(root, "node_modules/.cache");
mkdirSync(cacheDir, { recursive: true });
const outdir = mkdtempSync(path.join(cacheDir, "release-bundle-"));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The S3 store bundled as the release bundles the server: its SDK in a chunk read on first use. */
async function bundledS3Storage() {
  const entry = path.join(outdir, "entry.ts");
  writeFileSync(
    entry,
    `export { createS3Client, createS3Storage } from ${JSON.stringify(path.join(root, "apps/server/src/platform/storage/s3-storage.ts"))};\n`,
  );
  await build({ ...serverBundleOptions, entryPoints: { entry }, outdir, logLevel: "error" });
  return (await import(
    /* @vite-ignore */ pathToFileURL(path.join(outdir, "entry.mjs")).href
  )) as typeof import("../apps/server/src/platform/storage/s3-storage.ts");
}

const settings = {
  bucket: "mekuri-media",
  region: "us-east-1",
  endpoint: "https://media.example.com",
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "example-secret-key",
  forcePathStyle: true,
};

describe("the release bundle", () => {
  it("loads the AWS SDK's chunk on first use and signs an upload with it", async () => {
    const { createS3Client, createS3Storage } = await bundledS3Storage();
    const client = await createS3Client(settings);
    expect(typeof client.send).toBe("function");
    const url = new URL(await createS3Storage(settings, "staging/").presignPut("a.png", "image/png", 3, 60));
    expect(url.origin + url.pathname).toBe("https://media.example.com/mekuri-media/staging/a.png");
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);
});
