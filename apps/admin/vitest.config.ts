import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: "admin",
      include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
      environment: "happy-dom",
      setupFiles: ["./src/testing/setup.ts"],
      // The files of a worker share one module registry: React, Mantine and the console load once
      // per worker instead of once per file; the setup resets what a file may leave (decision 142).
      isolate: false,
    },
  }),
);
