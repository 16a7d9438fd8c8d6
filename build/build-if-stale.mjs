/**
 * `npm start` builds a front end, or the release (build/release.mjs), only when a file it is built
 * from changed since its last build, so a second start rebuilds nothing (a content hash, kept in
 * each dist/).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildRelease, releaseDir } from "./release.mjs";

const root = path.resolve(import.meta.dirname, "..");
const sharedInputs = ["packages/domain", "build", "package-lock.json", "tsconfig.base.json"];
const frontEnds = [
  { workspace: "@mekuri/admin", folder: "apps/admin" },
  { workspace: "@mekuri/viewer", folder: "apps/viewer" },
];
/** `npm run build` passes --force: everything is built, and stamped for the next `npm start`. */
const force = process.argv.includes("--force");
const notInputs = new Set(["node_modules", "dist", ".data", "test-results", "coverage"]);

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !notInputs.has(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const child = path.join(relative, entry.name);
      return entry.isDirectory() ? filesUnder(child) : [child];
    });
}

function sourcesHash(...folders) {
  const hash = createHash("sha256");
  for (const file of [...sharedInputs, ...folders].flatMap(filesUnder)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

for (const { workspace, folder } of frontEnds) {
  const stamp = path.join(root, folder, "dist", ".sources-hash");
  const hash = sourcesHash(folder);
  if (!force && existsSync(stamp) && readFileSync(stamp, "utf8") === hash) {
    console.log(`${workspace}: up to date, not rebuilt`);
    continue;
  }
  // A production build whoever calls: under vitest (NODE_ENV=test) the viewer's page renderer came
  // out with React's development JSX runtime, which the production server cannot run.
  execFileSync("npm", ["run", "build", "--workspace", workspace], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  writeFileSync(stamp, hash);
}

// The release copies both front ends: their stamps stand for them.
const releaseStamp = path.join(releaseDir, ".sources-hash");
const releaseHash = sourcesHash(
  "apps/server/src",
  "apps/server/drizzle",
  "apps/server/package.json",
  ...frontEnds.map(({ folder }) => path.join(folder, "dist", ".sources-hash")),
);
if (!force && existsSync(releaseStamp) && readFileSync(releaseStamp, "utf8") === releaseHash) {
  console.log("release: up to date, not rebuilt");
} else {
  await buildRelease();
  writeFileSync(releaseStamp, releaseHash);
  console.log("release: built in dist/release");
}
