import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { moduleCycles, moduleGraph } from "./module-cycles.ts";

/**
 * Server modules depend one way (decisions 092 and 123). Biome's noImportCycles sees cycles of
 * files only; two modules can still lean on each other through different files (a route file here,
 * a service there). This test reads the module folders' imports and fails on a cycle of folders.
 */
const root = path.resolve(import.meta.dirname, "..");
const fixtures: string[] = [];

function modulesWith(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), "mekuri-module-cycles-"));
  fixtures.push(folder);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

afterAll(() => {
  for (const folder of fixtures) rmSync(folder, { recursive: true, force: true });
});

describe("module-level import cycles", () => {
  it("finds a cycle of module folders that goes through different files of each", () => {
    const folder = modulesWith({
      "sites/site-routes.ts":
        'import { views } from "../analytics/page-views.ts";\nexport const a = views;\n',
      "analytics/analysis-routes.ts":
        'import type { Plan } from "../plans/plan-state.ts";\nexport type A = Plan;\n',
      "plans/plan-change.ts": 'export { owned } from "../sites/site-access.ts";\n',
      "sites/site-access.ts": "export const owned = 1;\n",
      "analytics/page-views.ts": "export const views = 1;\n",
      "plans/plan-state.ts": "export type Plan = string;\n",
    });
    expect(moduleCycles(moduleGraph(folder))).toEqual([
      "analytics (analytics/analysis-routes.ts) -> plans (plans/plan-change.ts) -> sites (sites/site-routes.ts) -> analytics",
    ]);
  });

  it("counts dynamic imports and files in subfolders of a module", () => {
    const folder = modulesWith({
      "billing/providers/stripe.ts": 'export const load = () => import("../../users/user-service.ts");\n',
      "users/user-service.ts": 'import "../billing/charges.ts";\n',
      "billing/charges.ts": "export {};\n",
    });
    expect(moduleCycles(moduleGraph(folder))).toEqual([
      "billing (billing/providers/stripe.ts) -> users (users/user-service.ts) -> billing",
    ]);
  });

  it("passes modules that depend one way, imports inside a module and tests that reach across", () => {
    const folder = modulesWith({
      "sites/site-service.ts": 'import { plan } from "../plans/plan-state.ts";\nimport "./site-list.ts";\n',
      "sites/site-list.ts": 'import "./site-service.ts";\n',
      "plans/plan-state.ts": 'import "../../platform/database/database.ts";\nexport const plan = 1;\n',
      "plans/plan-routes.test.ts": 'import "../sites/site-service.ts";\n',
    });
    expect(moduleCycles(moduleGraph(folder))).toEqual([]);
  });

  it("finds none among the server's modules", () => {
    expect(moduleCycles(moduleGraph(path.join(root, "apps/server/src/modules")))).toEqual([]);
  });
});
