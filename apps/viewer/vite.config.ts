import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../../build/vite-precompress.ts";

/**
 * The viewer is served under /viewer/ by the server, which reads dist/client/.vite/manifest.json to
 * find the entry's script, its static imports and its CSS. `vite build --ssr` (see package.json)
 * builds src/entry-server.tsx into dist/server for the server to render the first page.
 */
export default defineConfig({
  base: "/viewer/",
  plugins: [react(), precompress()],
  // "@domain/…" reaches the domain package's modules directly: its index also builds zod schemas at
  // module level (about 34 KB gzip that no bundler can drop), which the viewer must not download.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2020",
    // Creator sites may run under a CSP too: every asset is a real file.
    assetsInlineLimit: 0,
    rolldownOptions: { input: "src/entry-client.tsx" },
  },
  ssr: { noExternal: ["swiper"] },
});
