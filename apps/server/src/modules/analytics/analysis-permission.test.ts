import {
  type AccountKind,
  type AdminRole,
  type Authority,
  type OperatorRole,
  translate,
} from "@mekuri/domain";
import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { apiBasePath } from "../../app.ts";
import { registerWireFormat } from "../../platform/http/wire-format.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { analysisRoutes } from "./analysis-routes.ts";

// Who holds the analytics permissions and what the permission layer refuses (docs/decisions/147).
const ctx = useTestApp();

const analysisCalls = [
  "/analysis/access",
  "/analysis/site/:id/lp",
  "/analysis/site/:id/lp/chart",
  "/analysis/site/:id/pages",
  "/analysis/site/:id/ranking",
  "/analysis/site/:id/taps",
  "/analysis/site/:id/flow",
  "/analysis/site/:id/lp/export",
  "/analysis/site/:id/page/export",
  "/analysis/site/:id/ranking/export",
  "/analysis/site/:id/export-pdf",
];

const operators: Record<
  string,
  { kind: AccountKind; role: OperatorRole; adminRole?: AdminRole; authority?: Authority }
> = {
  master: { kind: "master", role: "MASTER" },
  masterUser: { kind: "master", role: "MASTER_USER", adminRole: "editor" },
  oemMaster: { kind: "oem_master", role: "OEM_MASTER" },
  oemAdmin: { kind: "oem_admin", role: "OEM_ADMIN" },
  oemViewer: { kind: "oem_master", role: "SUB_ADMIN", adminRole: "viewer", authority: "view" },
  user: { kind: "user", role: "USER" },
  userEditor: { kind: "user", role: "SUB_ADMIN", adminRole: "editor" },
  userViewer: { kind: "user", role: "SUB_ADMIN", adminRole: "viewer", authority: "view" },
};
const tokens: Record<string, string> = {};
const navigation: Record<string, unknown> = {};

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const accounts: Partial<Record<AccountKind, { id: string; path: string }>> = { master };
  accounts.oem_master = await createAccount(ctx, { kind: "oem_master", parent: master });
  accounts.oem_admin = await createAccount(ctx, { kind: "oem_admin", parent: accounts.oem_master });
  accounts.user = await createAccount(ctx, { kind: "user", parent: accounts.oem_admin });
  for (const [name, operator] of Object.entries(operators)) {
    const { email } = await createOperator(ctx, { account: accounts[operator.kind]!, ...operator });
    const signedIn = await login(ctx, email);
    tokens[name] = signedIn.access_token;
    navigation[name] = signedIn.user.navigation;
  }
});

describe("the analytics permission", () => {
  it("is what every analysis call declares for the permission layer to check", async () => {
    const declared = new Map<string, unknown>();
    const app = Fastify({ logger: false });
    registerWireFormat(app);
    app.addHook("onRoute", (route) => {
      if (route.method === "GET") declared.set(route.url.slice(apiBasePath.length), route.config?.access);
    });
    await app.register(analysisRoutes, {
      prefix: apiBasePath,
      db: ctx.database.db,
      analytics: ctx.app.analytics,
    });
    await app.ready();
    await app.close();
    expect([...declared.keys()].sort()).toEqual([...analysisCalls].sort());
    for (const call of analysisCalls) expect([call, declared.get(call)]).toEqual([call, "analytics:view"]);
  });

  it.each(Object.keys(operators))(
    "lets %s through to the analysis calls and shows it the menu item",
    async (who) => {
      const response = await ctx.app.inject({
        method: "GET",
        url: api("/analysis/access"),
        headers: bearer(tokens[who]!),
      });
      expect(response.statusCode).toBe(200);
      expect(navigation[who]).toContain("analytics");
    },
  );

  // How long raw events are kept is the master's main contact's alone (decision 039).
  it.each(Object.keys(operators).filter((who) => who !== "master"))(
    "refuses %s the analytics settings with the catalogue's message in its language",
    async (who) => {
      for (const locale of ["ja", "en"] as const) {
        const response = await ctx.app.inject({
          method: "GET",
          url: api("/master/analytics/retention"),
          headers: { ...bearer(tokens[who]!), "accept-language": locale },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: "FORBIDDEN",
          message: translate("error.forbidden", locale),
        });
      }
    },
  );

  it("lets the master's main contact read the analytics settings", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: api("/master/analytics/retention"),
      headers: bearer(tokens.master!),
    });
    expect(response.statusCode).toBe(200);
  });
});
