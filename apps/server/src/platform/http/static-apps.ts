import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { translate } from "@mekuri/domain";
import type { FastifyInstance } from "fastify";
import { runtimeFiles } from "../release/runtime-files.ts";

export const { adminDist, viewerDist } = runtimeFiles;

export interface StaticAppsOptions {
  mediaDir: string;
  /** The built console; tests hand in a folder of their own. */
  adminDir?: string;
  /** The site whose public origin a request's host is, if any: such a host never gets the console. */
  siteOfHost?: (host: string | undefined) => string | undefined;
  /** What a site's host answers for a page it does not have. */
  siteNotFoundPage?: string;
}

/**
 * Serves the built admin console at / (with its client-side routes) and the viewer's assets. A
 * public site's host serves only the site: its / goes to the site's top page, and any other page it
 * does not have gets `siteNotFoundPage`, never the console or its files.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  { mediaDir, adminDir = adminDist, siteOfHost = () => undefined, siteNotFoundPage }: StaticAppsOptions,
) {
  const hasAdmin = existsSync(path.join(adminDir, "index.html"));
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDir,
      allowedPath: (_path, _root, request) => siteOfHost(request.headers.host) === undefined,
      wildcard: false,
      index: ["index.html"],
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed asset names never change; index.html must be re-read to pick up a new build.
        res.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }
  const viewerClient = path.join(viewerDist, "client");
  if (existsSync(viewerClient)) {
    await app.register(fastifyStatic, {
      root: viewerClient,
      prefix: "/viewer/",
      decorateReply: !hasAdmin,
      wildcard: false,
      preCompressed: true,
      // Every viewer asset has a hashed name.
      maxAge: "365d",
      immutable: true,
    });
  }

  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: "/media/",
    decorateReply: false,
    // Media keys never change content: a new upload gets a new key.
    maxAge: "30d",
    immutable: true,
  });

  app.setNotFoundHandler(async (request, reply) => {
    const siteId = siteOfHost(request.headers.host);
    const [pathname, ...query] = request.url.split("?");
    if (siteId !== undefined && pathname === "/" && (request.method === "GET" || request.method === "HEAD")) {
      return reply.redirect(`/sites/${siteId}${query.length ? `?${query.join("?")}` : ""}`, 302);
    }
    const wantsPage =
      request.method === "GET" &&
      !request.url.startsWith("/api/") &&
      (request.headers.accept ?? "").includes("text/html");
    const sitePage = wantsPage && siteId !== undefined ? siteNotFoundPage : undefined;
    if (sitePage) {
      return reply
        .status(404)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(sitePage);
    }
    if (hasAdmin && wantsPage) {
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html", adminDir);
    }
    return reply
      .status(404)
      .send({ code: "NOT_FOUND", message: translate("error.notFound", request.locale) });
  });
}
