import { describe, expect, it } from "vitest";
import { finishOpenApiDocument, operationIdOf, wirePath } from "./openapi-document.ts";

describe("the API document for API users' tools", () => {
  it("names path parameters in the wire's case, a wildcard as {path}", () => {
    expect(wirePath("/api/v1/site/{siteId}/survey/{id}")).toBe("/api/v1/site/{site_id}/survey/{id}");
    expect(wirePath("/api/v1/uploads/{*}")).toBe("/api/v1/uploads/{path}");
  });

  it("gives each operation a stable id made of its method and path", () => {
    expect(operationIdOf("get", "/api/v1/site/{site_id}/survey")).toBe("getSiteBySiteIdSurvey");
    expect(operationIdOf("post", "/api/v1/auth/login")).toBe("postAuthLogin");
    expect(operationIdOf("put", "/api/v1/site/{id}/noti_delivery")).toBe("putSiteByIdNotiDelivery");
    expect(operationIdOf("get", "/healthz")).toBe("getHealthz");
  });

  it("keeps an operation's own id and statuses and adds what any operation can answer", () => {
    const finished = finishOpenApiDocument({
      paths: {
        "/api/v1/site/{siteId}": {
          get: { responses: { 200: { description: "ok" }, 404: { description: "gone" } } },
          put: { operationId: "saveSite", responses: { 200: { description: "ok" } } },
        },
        "/api/v1/uploads/{*}": { put: { parameters: [{ in: "path", name: "*" }], responses: {} } },
      },
    });
    const site = finished.paths["/api/v1/site/{site_id}"]!;
    expect(site.get?.operationId).toBe("getSiteBySiteId");
    expect(site.put?.operationId).toBe("saveSite");
    expect(Object.keys(site.get?.responses ?? {}).sort()).toEqual(["200", "400", "404", "414", "500", "503"]);
    expect(site.get?.responses?.["404"]).toEqual({ description: "gone" });
    expect(Object.keys(site.put?.responses ?? {})).toContain("413");
    expect(finished.paths["/api/v1/uploads/{path}"]?.put?.parameters).toEqual([{ in: "path", name: "path" }]);
    expect(finished.components.schemas.ErrorResponse).toMatchObject({
      type: "object",
      required: ["message", "code"],
    });
  });
});
