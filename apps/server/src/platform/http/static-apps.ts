import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { translate } from "@mekuri/domain";
import type { FastifyInstance } from "fastify";

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const adminDist = path.join(appsDir, "admin/dist");
export const viewerDist = path.join(appsDir, "viewer/dist");

/**
 * Serves the built admin console at / (with its client-side routes) and the viewer's assets. A page
 * that is not found on a public site's host gets `siteNotFound`'s page, never the console.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  mediaDir: string,
  siteNotFound?: (host: string | undefined) => string | undefined,
) {
  const hasAdmin = existsSync(path.join(adminDist, "index.html"));
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDist,
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
    const wantsPage =
      request.method === "GET" &&
      !request.url.startsWith("/api/") &&
      (request.headers.accept ?? "").includes("text/html");
    const sitePage = wantsPage ? siteNotFound?.(request.headers.host) : undefined;
    if (sitePage) {
      return reply
        .status(404)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(sitePage);
    }
    if (hasAdmin && wantsPage) {
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html", adminDist);
    }
    return reply
      .status(404)
      .send({ code: "NOT_FOUND", message: translate("error.notFound", request.locale) });
  });
}
