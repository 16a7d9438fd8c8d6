import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../../build/vite-precompress.ts";

const api = { "/api": { target: "http://127.0.0.1:3000" } };

/** The server's CSP, so `vite preview` catches what production would refuse (the dev server needs inline scripts). */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The charting library and the packages only it uses. The groups below take a module with its
 * dependencies, so the shared ones (React, Mantine, use-sync-external-store) must be taken by the
 * other groups first, or every screen would download the charts.
 */
const chartPackages =
  "@mantine[\\\\/]charts|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|react-redux|reselect|immer|redux|redux-thunk|es-toolkit|decimal\\.js-light|eventemitter3|tiny-invariant";
const chartModules = new RegExp(`node_modules[\\\\/](?:${chartPackages})[\\\\/]`);
const vendorModules = new RegExp(
  `node_modules[\\\\/](?!(?:${chartPackages})[\\\\/])|src[\\\\/]lib[\\\\/]zod-config`,
);

export default defineConfig({
  base: "/",
  plugins: [react(), precompress()],
  // "@/…" points at src/, declared once in tsconfig.json.
  resolve: { tsconfigPaths: true },
  server: { proxy: api },
  preview: { proxy: api, headers: { "Content-Security-Policy": contentSecurityPolicy } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The server's CSP (script-src 'self') forbids inlined scripts; keep every asset a real file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: "mantine", test: /node_modules[\\/]@mantine[\\/](?!charts)/ },
            { name: "icons", test: /node_modules[\\/]@tabler[\\/]/ },
            // zod-config travels with zod, so it has run before any chunk builds a schema.
            { name: "vendor", test: vendorModules },
            // The charting library and what only it uses, fetched by the analytics screen alone.
            { name: "charts", test: chartModules },
          ],
        },
      },
    },
  },
});
