import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/domain",
      "apps/server/vitest.config.ts",
      "apps/server/vitest.isolated.config.ts",
      "apps/admin",
      "apps/viewer",
      // The repository's own checks: the lint rules fire, the workspaces declare what they import.
      { test: { name: "build", include: ["build/**/*.test.ts"] } },
    ],
  },
});
