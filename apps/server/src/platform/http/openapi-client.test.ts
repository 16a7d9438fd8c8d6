import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { tenant } from "../../modules/sites/site-test-helpers.ts";
import { createAccount, createOperator, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();
// Inside the server package, so the generated client resolves openapi-fetch as an API user's would.
const serverDir = fileURLToPath(new URL("../../..", import.meta.url));
const workDir = mkdtempSync(path.join(serverDir, "node_modules", ".openapi-client-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** What an API user writes with the generated types: every path, parameter and field is checked. */
const clientSource = `
import createClient from "openapi-fetch";
import type { paths } from "./schema.ts";

export async function sitesOf(baseUrl: string, email: string, password: string) {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST("/api/v1/auth/login", { body: { email, password } });
  if (!login.data) throw new Error(\`login answered \${login.response.status}\`);
  const headers = { authorization: \`Bearer \${login.data.access_token}\` };
  const sites = await client.GET("/api/v1/site", { params: { query: { page: 1, size: 20 } }, headers });
  if (!sites.data) throw new Error(\`the site list answered \${sites.response.status}\`);
  const first = sites.data.items[0];
  if (!first) return { total: sites.data.total, names: [], surveys: null };
  const surveys = await client.GET("/api/v1/site/{site_id}/survey", {
    params: { path: { site_id: first.id } },
    headers,
  });
  return {
    total: sites.data.total,
    names: sites.data.items.map((site) => site.name),
    surveys: { url: surveys.response.url, status: surveys.response.status },
  };
}
`;

describe("a client generated from the API document", () => {
  // Type-checking the generated client takes a compiler run: seconds on a quiet machine, more on a busy one.
  it("type-checks, logs in, lists the sites and fills path parameters", { timeout: 180_000 }, async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    writeFileSync(path.join(workDir, "schema.ts"), astToString(await openapiTS(document)));
    writeFileSync(path.join(workDir, "client.ts"), clientSource);

    const program = ts.createProgram([path.join(workDir, "client.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    expect(problems).toEqual([]);

    const master = await createAccount(ctx, { kind: "master" });
    const owner = await tenant(ctx, { parent: master, plan: "pro-multilingual" });
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/site",
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {
        name: "Generated client",
        number_horizontal: 2,
        number_vertical: 2,
        view_mode: "MOBILE",
        default_language: "ja",
        languages: ["ja"],
      },
    });
    expect(created.statusCode).toBe(201);
    const operator = await createOperator(ctx, { account: owner.account, role: "USER", adminRole: "editor" });

    const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const client = (await import(path.join(workDir, "client.ts"))) as {
      sitesOf: (
        baseUrl: string,
        email: string,
        password: string,
      ) => Promise<{ total: number; names: string[]; surveys: { url: string; status: number } | null }>;
    };
    const result = await client.sitesOf(address, operator.email, operator.password);
    expect(result.total).toBe(1);
    expect(result.names).toEqual(["Generated client"]);
    expect(result.surveys?.status).toBe(200);
    expect(result.surveys?.url).not.toContain("%7B");
  });
});
