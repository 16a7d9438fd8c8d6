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

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: adminContentSecurityPolicy },
    // The console is served over plain HTTP on a newcomer's machine; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
