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
            // What every page needs before it renders (React, the router, Mantine's core, zod with
            // its config, i18next), as one file instead of dozens; zod-config travels with zod, so
            // it has run before any chunk builds a schema.
            {
              name: "startup",
              tags: ["$initial"],
              test: /node_modules[\\/]|src[\\/]lib[\\/]zod-config/,
            },
          ],
        },
      },
    },
  },
});
