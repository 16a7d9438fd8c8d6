import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The boundaries of docs/architecture.md are kept by biome.json (decision 091). Each rule is proven
 * here on small files laid out as in the repository: a breaking file must fail with that rule, and
 * its allowed neighbour must pass, so a rule that stopped matching (a renamed folder, a changed
 * pattern) fails this test instead of passing everything silently.
 */
const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules", ".bin", "biome");

const restricted = "lint/style/noRestrictedImports";
const cycle = "lint/suspicious/noImportCycles";
const floating = "lint/nursery/noFloatingPromises";
const ruleUnderTest = new Set([restricted, cycle, floating]);

const files: Record<string, string> = {
  // Admin features meet through public entries; shared code sits below them.
  "apps/admin/src/features/sites/components/deep-import.tsx":
    'import { useCurrentUser } from "@/features/shell/components/current-user";\nexport const user = useCurrentUser;\n',
  "apps/admin/src/features/sites/components/relative-deep-import.tsx":
    'import { useUsers } from "../../users/api/get-users";\nexport const users = useUsers;\n',
  "apps/admin/src/features/sites/list.ts":
    'import { useUsers } from "../users/api/get-users";\nexport const users = useUsers;\n',
  "apps/admin/src/features/sites/components/public-entry.tsx":
    'import { useCurrentUser } from "@/features/shell";\nimport { siteKeys } from "../api/site-keys";\nimport { isApiError } from "@/lib/api-error";\nexport const all = [useCurrentUser, siteKeys, isApiError];\n',
  "apps/admin/src/lib/uses-feature.ts":
    'import { useCurrentUser } from "@/features/shell";\nexport const user = useCurrentUser;\n',
  // Apps import packages/domain, never another app.
  "apps/viewer/src/lib/from-admin.ts":
    'import { i18n } from "../../../admin/src/lib/i18n";\nexport const t = i18n;\n',
  "apps/admin/src/lib/from-server.ts": 'import { config } from "@mekuri/server";\nexport const c = config;\n',
  "apps/server/src/modules/public-site/from-viewer.ts":
    'import { render } from "../../../../viewer/src/entry-server.tsx";\nexport const r = render;\n',
  "apps/viewer/src/lib/from-domain.ts":
    'import { designSize } from "@mekuri/domain";\nimport { cssColor } from "@domain/viewer/button.ts";\nexport const all = [designSize, cssColor];\n',
  "packages/domain/src/uses-react.ts": 'import { useState } from "react";\nexport const state = useState;\n',
  "e2e/tests/server-source.spec.ts":
    'import { writeZip } from "../../apps/server/src/platform/archive/zip-writer.ts";\nexport const zip = writeZip;\n',
  // Server: platform below modules; a repository private to its module.
  "apps/server/src/platform/jobs/uses-module.ts":
    'import { notifyAccount } from "../../modules/notifications/notify.ts";\nexport const notify = notifyAccount;\n',
  "apps/server/src/platform/jobs/uses-platform.ts":
    'import type { Db } from "../database/database.ts";\nexport type Handle = Db;\n',
  "apps/server/src/modules/users/other-repository.ts":
    'import { listPlans } from "../plans/plan-repository.ts";\nexport const plans = listPlans;\n',
  "apps/server/src/modules/billing/providers/other-repository.ts":
    'import { listPlans } from "../../plans/plan-repository.ts";\nexport const plans = listPlans;\n',
  "apps/server/src/modules/plans/own-repository.ts":
    'import { listPlans } from "./plan-repository.ts";\nimport { planStateOf } from "./plan-state.ts";\nexport const plans = [listPlans, planStateOf];\n',
  "apps/server/src/modules/sites/other-service.ts":
    'import { planStateOf } from "../plans/plan-state.ts";\nexport const state = planStateOf;\n',
  // Import cycles fail, type-only ones too.
  "apps/server/src/modules/cycle/first.ts":
    'import { second } from "./second.ts";\nexport const first = () => second;\n',
  "apps/server/src/modules/cycle/second.ts":
    'import { first } from "./first.ts";\nexport const second = () => first;\n',
  "apps/server/src/modules/types/first.ts":
    'import type { Second } from "./second.ts";\nexport interface First {\n  second?: Second;\n}\n',
  "apps/server/src/modules/types/second.ts":
    'import type { First } from "./first.ts";\nexport interface Second {\n  first?: First;\n}\n',
  // A promise nobody awaits, returns or marks with `void` fails.
  "apps/server/src/modules/jobs/floating.ts":
    "async function save() {}\nexport function run() {\n  save();\n}\n",
  "apps/server/src/modules/jobs/handled.ts":
    "async function save() {}\nexport async function run() {\n  await save();\n  void save();\n  return save();\n}\n",
};

const expected: Record<string, string[]> = {
  "apps/admin/src/features/sites/components/deep-import.tsx": [restricted],
  "apps/admin/src/features/sites/components/relative-deep-import.tsx": [restricted],
  "apps/admin/src/features/sites/list.ts": [restricted],
  "apps/admin/src/features/sites/components/public-entry.tsx": [],
  "apps/admin/src/lib/uses-feature.ts": [restricted],
  "apps/viewer/src/lib/from-admin.ts": [restricted],
  "apps/admin/src/lib/from-server.ts": [restricted],
  "apps/server/src/modules/public-site/from-viewer.ts": [restricted],
  "apps/viewer/src/lib/from-domain.ts": [],
  "packages/domain/src/uses-react.ts": [restricted],
  "e2e/tests/server-source.spec.ts": [restricted],
  "apps/server/src/platform/jobs/uses-module.ts": [restricted],
  "apps/server/src/platform/jobs/uses-platform.ts": [],
  "apps/server/src/modules/users/other-repository.ts": [restricted],
  "apps/server/src/modules/billing/providers/other-repository.ts": [restricted],
  "apps/server/src/modules/plans/own-repository.ts": [],
  "apps/server/src/modules/sites/other-service.ts": [],
  "apps/server/src/modules/cycle/first.ts": [cycle],
  "apps/server/src/modules/cycle/second.ts": [cycle],
  "apps/server/src/modules/types/first.ts": [cycle],
  "apps/server/src/modules/types/second.ts": [cycle],
  "apps/server/src/modules/jobs/floating.ts": [floating],
  "apps/server/src/modules/jobs/handled.ts": [],
};

interface Diagnostic {
  category?: string;
  location?: { path?: string | { file?: string } };
}

let folder: string;
const found = new Map<string, Set<string>>();

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "mekuri-lint-rules-"));
  // The repository's own configuration; only the git integration is off (the folder is no checkout).
  const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(folder, "biome.json"), JSON.stringify(config));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  // The imported files that exist in the repository, so the import graph resolves as it would there.
  for (const file of [
    "apps/server/src/modules/plans/plan-repository.ts",
    "apps/server/src/modules/plans/plan-state.ts",
  ]) {
    writeFileSync(
      path.join(folder, file),
      "export async function listPlans() {}\nexport async function planStateOf() {}\n",
    );
  }
  const run = promisify(execFile);
  const output = await run(biome, ["lint", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd: folder,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const report = JSON.parse(output.stdout) as { diagnostics: Diagnostic[] };
  for (const diagnostic of report.diagnostics) {
    const where = diagnostic.location?.path;
    const file = (typeof where === "string" ? where : where?.file)?.replaceAll("\\", "/");
    // Only the rules under test: the other recommended rules have their own fixtures upstream.
    if (!file || !diagnostic.category || !ruleUnderTest.has(diagnostic.category)) continue;
    const relative = path.isAbsolute(file) ? path.relative(folder, file) : file.replace(/^\.\//, "");
    if (!found.has(relative)) found.set(relative, new Set());
    found.get(relative)!.add(diagnostic.category);
  }
}, 60_000);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("the lint rules that keep the architecture", () => {
  it.each(Object.entries(expected))("%s is reported by exactly %j", (file, categories) => {
    expect([...(found.get(file) ?? [])].sort()).toEqual([...categories].sort());
  });
});
