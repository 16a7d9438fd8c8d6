/**
 * The release (`npm run build`, docs/decisions/079): dist/release holds everything a production
 * server needs and nothing else. The server and the viewer's page renderer are bundled by esbuild;
 * packages that carry native code or read their own files at run time stay outside the bundle and
 * are listed, with their locked versions, in the release's package.json and package-lock.json, so
 * `npm ci` there installs only those.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { latin1Source, latin1SourceMap } from "./latin1-source.mjs";

const root = path.resolve(import.meta.dirname, "..");
export const releaseDir = path.join(root, "dist/release");

/**
 * Not bundled: native code (sharp, argon2), files read beside their modules (PGlite's WASM and data,
 * pdfkit's font metrics, the Swagger UI's pages). pg-native is pg's optional driver, never installed.
 */
const externalPackages = [
  "sharp",
  "@node-rs/argon2",
  "@electric-sql/pglite",
  "pdfkit",
  "fontkit",
  "@fastify/swagger-ui",
];
const neverInstalled = ["pg-native"];

/**
 * Bundled CommonJS code calls require() for Node's own modules and reads __dirname (ioredis trims
 * error stacks with it); an ES module has none of the three.
 */
const requireBanner = [
  "import { createRequire as __mekuriCreateRequire } from 'node:module';",
  "import { fileURLToPath as __mekuriFileURLToPath } from 'node:url';",
  "import { dirname as __mekuriDirname } from 'node:path';",
  "const require = __mekuriCreateRequire(import.meta.url);",
  "const __filename = __mekuriFileURLToPath(import.meta.url);",
  "const __dirname = __mekuriDirname(__filename);",
].join(" ");

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: true,
  // Whitespace and comments out, names kept: V8 holds each script's source for as long as the
  // process runs, and reading the 5 MB unminified server kept 13 MB more resident (decision 160).
  // Logged stacks are mapped back with `npm run stack` (the maps stay beside each script).
  minifyWhitespace: true,
  legalComments: "linked",
  banner: { js: requireBanner },
  logLevel: "warning",
};

/**
 * The server bundle's esbuild options, less its entry and folder (the release-bundle test builds
 * with them too). Split at the server's dynamic imports (decision 136): a library only some
 * installations or requests use (Stripe, the AWS SDK, mail, PDF, the HTML sanitiser) stays in a
 * file of its own, read on first use. Chunks sit beside server.mjs, so import.meta.url means the
 * release folder.
 */
export const serverBundleOptions = {
  ...common,
  outExtension: { ".js": ".mjs" },
  splitting: true,
  chunkNames: "server-[name]-[hash]",
  external: [...externalPackages, ...neverInstalled],
  define: { MEKURI_RELEASE: "true" },
};

const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));

/** Where npm resolved `name` for the package installed at `from` (a lockfile path). */
function resolvedIn(from, name) {
  for (let at = from; ; at = at.slice(0, at.lastIndexOf("/node_modules/"))) {
    const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!at.includes("/node_modules/")) {
      return lock.packages[`node_modules/${name}`] ? `node_modules/${name}` : undefined;
    }
  }
}

/** The lockfile entries of the external packages and everything they depend on, as npm laid them out. */
function productionLock(dependencies) {
  const packages = { "": { name: "mekuri-release", dependencies } };
  const pending = Object.keys(dependencies).map((name) => resolvedIn("", name));
  while (pending.length > 0) {
    const at = pending.pop();
    if (!at || packages[at]) continue;
    const { dev, devOptional, peer, ...entry } = lock.packages[at];
    packages[at] = entry;
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      pending.push(resolvedIn(at, name));
    }
  }
  return { name: "mekuri-release", lockfileVersion: 3, requires: true, packages };
}

function writeJson(file, value) {
  writeFileSync(path.join(releaseDir, file), `${JSON.stringify(value, null, 2)}\n`);
}

export async function buildRelease() {
  const rootPackage = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  rmSync(releaseDir, { recursive: true, force: true });
  mkdirSync(releaseDir, { recursive: true });
  const viewerRenderer = path.join(releaseDir, "viewer/server/entry-server.js");
  await build({
    ...serverBundleOptions,
    entryPoints: { server: path.join(root, "apps/server/src/main.ts") },
    outdir: releaseDir,
  });
  await build({
    ...common,
    entryPoints: [path.join(root, "apps/viewer/dist/server/entry-server.js")],
    outfile: viewerRenderer,
  });
  const scripts = readdirSync(releaseDir).filter((name) => name.endsWith(".mjs"));
  for (const file of [...scripts.map((name) => path.join(releaseDir, name)), viewerRenderer]) {
    const text = readFileSync(file, "utf8");
    const map = JSON.parse(readFileSync(`${file}.map`, "utf8"));
    writeFileSync(`${file}.map`, JSON.stringify(latin1SourceMap(text, map)));
    writeFileSync(file, latin1Source(text));
  }
  cpSync(path.join(root, "apps/viewer/dist/client"), path.join(releaseDir, "viewer/client"), {
    recursive: true,
  });
  cpSync(path.join(root, "apps/admin/dist"), path.join(releaseDir, "admin"), { recursive: true });
  cpSync(path.join(root, "apps/server/drizzle"), path.join(releaseDir, "drizzle"), { recursive: true });
  cpSync(path.join(root, "build/release-stack.mjs"), path.join(releaseDir, "stack.mjs"));

  const dependencies = Object.fromEntries(
    externalPackages.map((name) => [name, lock.packages[resolvedIn("", name)].version]),
  );
  writeJson("package.json", {
    name: "mekuri-release",
    private: true,
    type: "module",
    engines: rootPackage.engines,
    scripts: {
      start: "node server.mjs",
      migrate: "node server.mjs migrate",
      seed: "node server.mjs seed",
      stack: "node stack.mjs",
    },
    dependencies,
  });
  writeJson("package-lock.json", productionLock(dependencies));
}

if (import.meta.filename === process.argv[1]) await buildRelease();
