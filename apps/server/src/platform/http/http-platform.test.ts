import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();

describe("HTTP platform", () => {
  it("sends a strict Content-Security-Policy, nosniff and frame-ancestors", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("lets the console frame the public sites' origins (the builder's preview) and nothing else", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/healthz" });
    const { protocol, domain, port } = ctx.config.sites;
    const frameSrc = String(response.headers["content-security-policy"])
      .split(";")
      .find((directive) => directive.trim().startsWith("frame-src"));
    expect(frameSrc?.trim()).toBe(`frame-src 'self' ${protocol}//*.${domain}${port ? `:${port}` : ""}`);
  });

  it("publishes an OpenAPI document with the wire's snake_case names", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths["/api/v1/auth/login"].post;
    const ok = login.responses["200"].content["application/json"].schema;
    expect(Object.keys(ok.properties)).toEqual(
      expect.arrayContaining(["access_token", "refresh_token", "must_change_password", "user"]),
    );
    const change =
      document.paths["/api/v1/auth/change-password"].post.requestBody.content["application/json"].schema;
    expect(change.required).toEqual(["current_password", "password", "confirm_password"]);
    const page = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });

  it("names every path parameter as its path does and gives every operation a unique id and a summary", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { operationId?: string; summary?: string; parameters?: { in: string; name: string }[] }
        >
      >;
    };
    const ids: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(item)) {
        const declared = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === "path")
          .map((parameter) => parameter.name)
          .sort();
        expect(declared, `${method} ${path}`).toEqual(inPath);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        ids.push(operation.operationId ?? `${method} ${path} has none`);
      }
    }
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => id.includes("has none"))).toEqual([]);
  });

  it("answers an unknown API path with the error shape", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/nothing-here",
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "The requested resource was not found." });
  });

  it("lets an in-flight request finish during a graceful shutdown and refuses new ones", async () => {
    const { app } = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get("/slow", async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
        return { finished: true };
      });
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.json());
    await started;
    const closing = app.close();
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ finished: true });
    await closing;
  });
});
