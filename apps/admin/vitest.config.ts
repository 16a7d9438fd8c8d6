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
    },
  }),
);
