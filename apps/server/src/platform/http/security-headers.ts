import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The admin console's policy: only its own scripts, no framing by other sites. Styles may be
 * inline because Mantine sets CSS variables at run time (docs/decisions/002-stack.md).
 */
export const adminContentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * `frameSources`: origins the console may frame. The site builder previews a draft through the real
 * viewer on the site's own origin, so the sites' origins (a wildcard host) are allowed as frames.
 * `uploadOrigins` and `mediaOrigins`: an object store the browser uploads to by presigned PUT and
 * the address media are shown from, when media do not live on this server.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { frameSources?: string[]; uploadOrigins?: string[]; mediaOrigins?: string[] } = {},
) {
  const frameSrc = ["'self'", ...(options.frameSources ?? [])];
  const media = options.mediaOrigins ?? [];
  const directives = {
    ...adminContentSecurityPolicy,
    frameSrc,
    connectSrc: [...adminContentSecurityPolicy.connectSrc, ...(options.uploadOrigins ?? [])],
    imgSrc: [...adminContentSecurityPolicy.imgSrc, ...media],
    mediaSrc: ["'self'", "blob:", ...media],
  };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // The console is served over plain HTTP on a newcomer's machine; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
