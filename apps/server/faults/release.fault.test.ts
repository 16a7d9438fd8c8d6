import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { smokeTestRelease } from "../../../build/release-smoke.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The release as an operator runs it (docs/operations/release.md): the bundle in dist/release, not
 * the sources. `npm test` builds it before this suite; a build made earlier is reused when its
 * sources did not change (build/build-if-stale.mjs).
 */
describe("the release build", () => {
  it("migrates, seeds, starts in production, answers /readyz, a public site's page and a login, and stops on SIGTERM", async () => {
    execFileSync(process.execPath, [path.join(root, "build/build-if-stale.mjs")], {
      cwd: root,
      stdio: "ignore",
    });
    const readyMs = await smokeTestRelease(path.join(root, "dist/release"), {
      log: (line) => console.log(line),
    });
    expect(readyMs).toBeGreaterThan(0);
  }, 400_000);
});
