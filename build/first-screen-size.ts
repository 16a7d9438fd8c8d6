/**
 * What each first screen downloads, from the built Vite manifests: the entry, the lazy chunks the
 * screen imports on its first render, everything they import statically, and their CSS.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { type Manifest, staticClosure } from "../apps/viewer/scripts/manifest-assets.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Screen {
  name: string;
  app: "admin" | "viewer";
  /** Manifest keys of the lazy chunks the screen imports on its first render, besides the entry. */
  chunks: string[];
  /** Whether the screen's CSS counts (the viewer's ceiling is on JavaScript alone). */
  withCss: boolean;
  /** Issue 14's target; none for a part that loads after its screen is shown (held at its size). */
  targetKb?: number;
  /** What the gate enforces: the target, or the measured figure rounded up while it is not met. */
  ceilingKb: number;
}

/**
 * The console renders after its default language (Japanese) has loaded, its first texts and the
 * shared messages; every console screen counts both. The texts only other screens show download
 * with those screens, or when the first screen is idle (decision 158). The login page counts its own texts only: it fetches
 * the messages with its form's rules after its first paint (decision 145).
 */
const language = ["src/locales/ja.ts", "../../packages/domain/src/i18n/by-locale/ja.ts"];
/** Every console screen but login starts the console (its router and providers) from the entry. */
const consoleStart = "src/app/index.tsx";
const consoleFrame = "src/app/routes/app/layout.tsx";
const dashboard = "src/app/routes/app/summary.tsx";

/**
 * Where a target is not met yet (docs/performance.md, "Console size", says how far and why), the
 * ceiling is the measured figure rounded up, so the gate stops growth.
 */
export const screens: Screen[] = [
  {
    name: "login",
    app: "admin",
    // The entry is the login page itself (decision 128): only its texts are downloaded besides.
    chunks: ["src/locales/login/ja.ts"],
    withCss: true,
    targetKb: 150,
    ceilingKb: 150,
  },
  {
    name: "site list",
    app: "admin",
    chunks: [...language, consoleStart, consoleFrame, "src/app/routes/app/site-list.tsx"],
    withCss: true,
    targetKb: 300,
    ceilingKb: 300,
  },
  {
    name: "site editor",
    app: "admin",
    chunks: [...language, consoleStart, consoleFrame, "src/app/routes/app/site-detail.tsx"],
    withCss: true,
    targetKb: 300,
    ceilingKb: 300,
  },
  {
    name: "dashboard",
    app: "admin",
    chunks: [...language, consoleStart, consoleFrame, dashboard],
    withCss: true,
    targetKb: 300,
    ceilingKb: 300,
  },
  {
    // Decision 130: the charts download after the figures, into placeholders of their size.
    name: "dashboard + charts",
    app: "admin",
    chunks: [
      ...language,
      consoleStart,
      consoleFrame,
      dashboard,
      "src/features/dashboard/components/chart-library.ts",
    ],
    withCss: true,
    ceilingKb: 410,
  },
  { name: "viewer first page", app: "viewer", chunks: [], withCss: false, targetKb: 110, ceilingKb: 110 },
];

export const distOf = { admin: "apps/admin/dist", viewer: "apps/viewer/dist/client" } as const;

export interface Measured {
  name: string;
  files: number;
  jsBytes: number;
  cssBytes: number;
  totalBytes: number;
  targetKb?: number;
  ceilingKb: number;
}

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, ".vite/manifest.json");
  if (!existsSync(file))
    throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, "utf8")) as Manifest;
}

export function measure(screen: Screen, manifest: Manifest, dist: string): Measured {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`${dist} has no entry in its manifest`);
  const keys = new Set<string>();
  for (const start of [entry, ...screen.chunks]) {
    if (!manifest[start]) throw new Error(`${start} is not a chunk of ${dist}: update build/size-gate.ts`);
    for (const key of staticClosure(manifest, start)) keys.add(key);
  }
  const js = new Set([...keys].map((key) => manifest[key]!.file));
  const css = new Set(screen.withCss ? [...keys].flatMap((key) => manifest[key]!.css ?? []) : []);
  const gzipped = (files: Set<string>) =>
    [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
      0,
    );
  const jsBytes = gzipped(js);
  const cssBytes = gzipped(css);
  return {
    name: screen.name,
    files: js.size + css.size,
    jsBytes,
    cssBytes,
    totalBytes: jsBytes + cssBytes,
    targetKb: screen.targetKb,
    ceilingKb: screen.ceilingKb,
  };
}
