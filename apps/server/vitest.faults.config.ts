import { defineConfig } from "vitest/config";

/**
 * The fault suite (`npm run test:faults`): real server processes, real signals and a PostgreSQL
 * cluster of its own that it stops the hard way. One file at a time, as the files share two cores.
 */
export default defineConfig({
  test: {
    name: "faults",
    include: ["faults/**/*.fault.test.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
