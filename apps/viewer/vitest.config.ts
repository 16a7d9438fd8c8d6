import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: "viewer",
      include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
      environment: "node",
    },
  }),
);
