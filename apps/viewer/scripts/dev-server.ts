/**
 * Dev harness: serves the demo fixture the way the server will, and mocks the public API.
 *
 *   npm run dev -w @mekuri/viewer               Vite in middleware mode (HMR)
 *   npm run dev -w @mekuri/viewer -- --built    the production build in dist/ (run `build` first)
 *
 * Open http://localhost:5174/ (PORT changes the port).
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { neighboursToPrefetch } from "@domain/viewer/navigation.ts";
import { parseSitePath } from "@domain/viewer/site-path.ts";
import type { SiteSnapshot } from "@mekuri/domain";
import { demoSiteId, demoSnapshot } from "../src/fixtures/demo-snapshot.ts";
import { cellFromCode, pageAt } from "../src/lib/navigation.ts";
import { demoMediaSvg } from "./demo-media.ts";
import { entryAssets, type Manifest } from "./manifest-assets.ts";

const appRoot = fileURLToPath(new URL("..", import.meta.url));
const built = process.argv.includes("--built");
const port = Number(process.env.PORT ?? 5174);
const events: unknown[] = [];

type RenderModule = typeof import("../src/entry-server.tsx");

/** What the server inlines: full site data, `content` only for the first page and its neighbours. */
export function stripForInline(snapshot: SiteSnapshot, position: string): SiteSnapshot {
  const cell = cellFromCode(snapshot, position);
  const keep = new Set(
    [
      cell,
      ...Object.values(neighboursToPrefetch(snapshot.categories, cell, snapshot.settings.swipeRedirection)),
    ]
      .map((at) => pageAt(snapshot, at)?.id)
      .filter(Boolean),
  );
  return {
    ...snapshot,
    categories: snapshot.categories.map((category) => ({
      ...category,
      pages: category.pages.map((page) => {
        if (page.membersOnlyLock) return { ...page, content: null };
        if (keep.has(page.id)) return page;
        const { content: _omitted, ...rest } = page;
        return rest as typeof page;
      }),
    })),
  };
}

function send(res: ServerResponse, status: number, body: string | Buffer, type = "application/json") {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, JSON.stringify(value));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function langOf(req: IncomingMessage, url: URL): "ja" | "en" {
  const lang = url.searchParams.get("lang") ?? req.headers["accept-language"] ?? "ja";
  return lang.startsWith("en") ? "en" : "ja";
}

/** The mocked public API, snake_case on the wire like the real one. */
async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  let match = /^\/api\/v1\/end-user\/site\/[^/]+\/page\/([^/]+)\/(public|private)$/.exec(path);
  if (match) {
    const page = demoSnapshot(langOf(req, url))
      .categories.flatMap((c) => c.pages)
      .find((p) => p.id === match![1]);
    if (!page) {
      json(res, 404, { message: "The requested resource was not found.", code: "NOT_FOUND" });
      return true;
    }
    if (page.membersOnlyLock && (match[2] === "public" || !req.headers.authorization)) {
      json(res, 401, { message: "Please log in to see this page.", code: "UNAUTHORIZED" });
      return true;
    }
    const content = page.content ?? demoSnapshot("ja").categories[0]!.pages[0]!.content;
    json(res, 200, { page_id: page.id, content: snake(content) });
    return true;
  }
  if (/^\/api\/v1\/end-user\/site\/[^/]+\/counters$/.test(path)) {
    json(res, 200, { popup_clicks: { "popup-applicants": 37 }, campaign_clicks: {} });
    return true;
  }
  if (path === "/api/v1/end-user/noti_delivery") {
    const day = 86_400_000;
    const now = Date.now();
    json(res, 200, {
      items: [
        {
          id: "n1",
          title: "7/20 新作リネンシャツ入荷しました",
          content: "人気のリネンシャツに新色が登場。\n数量限定のため、お早めにどうぞ。",
          image_url: null,
          news_url: "https://example.com/news/1",
          start_date: new Date(now - day).toISOString(),
          end_date: new Date(now + day).toISOString(),
        },
        {
          id: "n2",
          title: "夏季休業のお知らせ（8/11〜8/16）",
          content: "期間中のご注文は8/17以降に順次発送いたします。",
          image_url: null,
          news_url: null,
          start_date: new Date(now - day).toISOString(),
          end_date: null,
        },
        {
          id: "n3",
          title: "終了したお知らせ",
          content: "",
          start_date: null,
          end_date: new Date(now - day).toISOString(),
        },
      ],
    });
    return true;
  }
  match = /^\/api\/v1\/end-user\/(campaign|popup)\/([^/]+)\/click$/.exec(path);
  if (match && req.method === "POST") {
    json(res, 200, { count: 38 });
    return true;
  }
  if (path === "/api/v1/end-user/events" && req.method === "POST") {
    const body = JSON.parse((await readBody(req)) || "{}") as { events?: unknown[] };
    events.push(...(body.events ?? []));
    json(res, 202, { accepted: body.events?.length ?? 0, rejected: 0 });
    return true;
  }
  if (path === "/__dev/events") {
    json(res, 200, { events });
    return true;
  }
  return false;
}

function snake(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snake);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snake(v)]),
    );
  }
  return value;
}

let clip: Promise<string | null> | undefined;
/** A short test video made with ffmpeg when it is installed (the fixture's plain-source fallback). */
function demoClip(): Promise<string | null> {
  clip ??= new Promise((resolve) => {
    const file = join(tmpdir(), "mekuri-viewer-demo-clip.mp4");
    if (existsSync(file)) return resolve(file);
    execFile(
      "ffmpeg",
      [
        "-y",
        "-f",
        "lavfi",
        "-i",
        "testsrc2=size=376x740:rate=24:duration=4",
        "-pix_fmt",
        "yuv420p",
        "-an",
        file,
      ],
      (error) => resolve(error ? null : file),
    );
  });
  return clip;
}

async function media(res: ServerResponse, url: URL): Promise<boolean> {
  const match = /^\/media\/demo\/(.+?)(?:-(\d+))?\.(webp|mp4)$/.exec(url.pathname);
  if (!match) return false;
  if (match[3] === "mp4") {
    const file = await demoClip();
    if (!file) {
      send(res, 404, "no ffmpeg", "text/plain");
      return true;
    }
    send(res, 200, readFileSync(file), "video/mp4");
    return true;
  }
  res.writeHead(200, { "Content-Type": "image/svg+xml", "Cache-Control": "max-age=3600" });
  res.end(demoMediaSvg(match[1]!));
  return true;
}

const types: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
};

async function main() {
  const vite = built
    ? undefined
    : await (await import("vite")).createServer({
        root: appRoot,
        server: { middlewareMode: true },
        appType: "custom",
      });
  const render: () => Promise<RenderModule> = built
    ? () => import(join(appRoot, "dist/server/entry-server.js")) as Promise<RenderModule>
    : () => vite!.ssrLoadModule("/src/entry-server.tsx") as Promise<RenderModule>;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    try {
      if (await api(req, res, url)) return;
      if (await media(res, url)) return;
      if (url.pathname === "/") {
        res.writeHead(302, { Location: `/sites/${demoSiteId}` });
        return res.end();
      }
      if (url.pathname.startsWith("/sites/")) {
        const parsed = parseSitePath(url.pathname, { defaultLanguage: "ja", customDomain: false });
        if (!parsed || parsed.siteId !== demoSiteId) return send(res, 404, "Not found", "text/plain");
        const module = await render();
        const snapshot = demoSnapshot(parsed.language === "en" ? "en" : "ja");
        const position = parsed.position ?? "A1";
        const assets = built
          ? inlineStyles(
              entryAssets(
                JSON.parse(
                  readFileSync(join(appRoot, "dist/client/.vite/manifest.json"), "utf8"),
                ) as Manifest,
                module.viewerAssetsEntry,
                "/viewer/",
              ),
            )
          : // Vite's dev server injects the CSS from JavaScript.
            { scripts: [`/viewer/${module.viewerAssetsEntry}`], css: "", preloads: [] };
        let html = module.renderSiteDocument({
          snapshot: stripForInline(snapshot, position),
          position,
          basePath: `/sites/${demoSiteId}`,
          query: url.search.replace(/^\?/, ""),
          assets,
          origin: `http://${req.headers.host}`,
        });
        if (vite) {
          // Vite's client and React's refresh preamble, taken from an empty page: transforming the
          // whole document would also rewrite the site's own media URLs under the base path.
          const shell = await vite.transformIndexHtml(
            url.pathname,
            "<html><head></head><body></body></html>",
          );
          const injected = /<head>([\s\S]*)<\/head>/.exec(shell)?.[1] ?? "";
          html = html.replace("</head>", `${injected}</head>`);
        }
        return send(res, 200, html, "text/html; charset=utf-8");
      }
      if (built && url.pathname.startsWith("/viewer/")) {
        const file = join(appRoot, "dist/client", url.pathname.slice("/viewer/".length));
        if (!file.startsWith(join(appRoot, "dist/client")) || !existsSync(file))
          return send(res, 404, "", "text/plain");
        res.writeHead(200, {
          "Content-Type": types[extname(file)] ?? "application/octet-stream",
          "Cache-Control": "public, max-age=31536000, immutable",
        });
        return res.end(readFileSync(file));
      }
      if (vite) return vite.middlewares(req, res, () => send(res, 404, "Not found", "text/plain"));
      send(res, 404, "Not found", "text/plain");
    } catch (error) {
      vite?.ssrFixStacktrace(error as Error);
      console.error(error);
      send(res, 500, String((error as Error).stack ?? error), "text/plain");
    }
  });
  server.listen(port, () => {
    console.log(`Viewer harness (${built ? "built" : "dev"}) on http://localhost:${port}/`);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();

/** The document inlines the entry's CSS as the server does (decision 021). */
function inlineStyles({ styles, ...assets }: ReturnType<typeof entryAssets>) {
  const css = styles.map((href) =>
    readFileSync(join(appRoot, "dist/client", href.replace(/^\/viewer\//, "")), "utf8"),
  );
  return { ...assets, css: css.join("\n") };
}
