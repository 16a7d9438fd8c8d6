import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { mantineStylesPerComponent } from "../../build/vite-mantine-styles.ts";
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

export default defineConfig({
  base: "/",
  plugins: [react(), mantineStylesPerComponent(), precompress()],
  // "@/…" points at src/, declared once in tsconfig.json.
  resolve: { tsconfigPaths: true },
  server: { proxy: api },
  preview: { proxy: api, headers: { "Content-Security-Policy": contentSecurityPolicy } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Read by `npm run test:size` (build/size-gate.ts) to find what each first screen loads.
    manifest: true,
    // The server's CSP (script-src 'self') forbids inlined scripts; keep every asset a real file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The schema library with its config, one file that any chunk building a schema
            // imports: the config runs as the file loads, before any schema is built. The login
            // page loads it after its first paint (decision 145), the console at its start.
            { name: "zod", test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config/, priority: 2 },
            // What every page needs before it renders (React, Mantine's core, i18next), as one
            // file instead of dozens.
            { name: "startup", tags: ["$initial"], test: /node_modules[\\/]/, priority: 1 },
            // No group for the menus' and popovers' code (floating-ui, Mantine's Popover and Menu):
            // as one file it also took the small helpers it shares with tabs, switches and inputs,
            // so every console screen downloaded it whole; split as the imports fall, it is on no
            // first screen that shows no dropdown of its own (decision 177).
          ],
        },
      },
    },
  },
});
