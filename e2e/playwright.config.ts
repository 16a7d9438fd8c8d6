import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { artifactsDir, e2ePort } from "./support/credentials.ts";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, driven headless; no browser download. */
const launchOptions = {
  executablePath: chromium,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests",
  outputDir: path.join(artifactsDir, "results"),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  },
  projects: [
    {
      name: "first-login",
      testMatch: /first-login\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions },
    },
    {
      name: "desktop",
      testIgnore: /first-login\.spec\.ts$/,
      dependencies: ["first-login"],
      use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions },
    },
    {
      name: "phone",
      testIgnore: /first-login\.spec\.ts$/,
      dependencies: ["first-login"],
      use: { ...devices["Pixel 7"], channel: undefined, launchOptions },
    },
  ],
});
