import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // A worker per core, not Vitest's one fewer: the files wait on databases, servers and
    // child processes, and on two cores one worker left half the machine idle (decision 182).
    maxWorkers: availableParallelism(),
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
