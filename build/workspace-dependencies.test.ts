import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every workspace declares the workspaces it imports (issue 14): npm links them, and a reader of a
 * package.json sees what the workspace stands on. Reads the sources' import specifiers.
 */
const root = path.resolve(import.meta.dirname, "..");
const workspaces: string[] = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).workspaces;
const skipped = new Set(["node_modules", "dist", ".data", "test-results"]);

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (skipped.has(name)) return [];
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.(ts|tsx|mts|mjs|js)$/.test(name) ? [full] : [];
  });
}

function importedWorkspaces(folder: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourcesUnder(folder)) {
    for (const match of readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*["'](@mekuri\/[a-z-]+)/g)) {
      names.add(match[1]!);
    }
  }
  return names;
}

describe("workspace dependencies", () => {
  it.each(workspaces)("%s declares every workspace it imports", (workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, "package.json"), "utf8"));
    const declared = new Set(
      Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies }),
    );
    const imported = [...importedWorkspaces(path.join(root, workspace))].filter(
      (name) => name !== manifest.name,
    );
    expect(imported.filter((name) => !declared.has(name))).toEqual([]);
  });
});
