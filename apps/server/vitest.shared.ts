import { configDefaults, defineConfig } from "vitest/config";

/** Server test files that replace a module with vi.mock, which needs a module registry of their own. */
const filesNeedingIsolation = ["src/platform/storage/object-storage.test.ts"];

/**
 * Each server test file builds its own app on its own database, so the files of a worker share one
 * module registry: the server's imports load once per worker instead of once per file
 * (docs/decisions/125-server-test-files-share-their-imports.md). The few files that replace a
 * module run in a project of their own, isolated.
 */
export function serverTestConfig(isolated: boolean) {
  return defineConfig({
    // The public-site tests render with the viewer's source, whose imports use its tsconfig paths.
    resolve: { tsconfigPaths: true },
    test: {
      name: isolated ? "server-isolated" : "server",
      include: isolated ? filesNeedingIsolation : ["src/**/*.test.ts"],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...filesNeedingIsolation],
      isolate: isolated,
      setupFiles: ["src/testing/fail-on-console-error.ts"],
      globalSetup: ["src/testing/global-setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
