import { defineConfig } from "vitest/config";

export default defineConfig({
  // The public-site tests render with the viewer's source, whose imports use its tsconfig paths.
  resolve: { tsconfigPaths: true },
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/testing/fail-on-console-error.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
