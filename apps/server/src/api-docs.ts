import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { finishOpenApiDocument } from "./platform/http/openapi-document.ts";
import { openApiTransform } from "./platform/http/wire-format.ts";

/** The OpenAPI document made from the routes' schemas, and its reading page at `/api/docs`. */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Mekuri API",
        version: "1",
        description: "Build, publish and measure swipe landing pages.",
        // Not an open licence (decision 112): the API is used under the terms of the installation
        // that serves it, whose documentation page is this one.
        license: { name: "Proprietary", url: new URL("/api/docs", publicUrl).toString() },
      },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: (document) =>
      "openapiObject" in document ? finishOpenApiDocument(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
