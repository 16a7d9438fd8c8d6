import { describe, expect, it } from "vitest";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { siteApi, tenant } from "../sites/site-test-helpers.ts";

const ctx = useTestApp();

const access = (token?: string) =>
  ctx.app.inject({ method: "GET", url: api("/analysis/access"), headers: token ? bearer(token) : {} });

async function withSite(token: string) {
  const created = await siteApi(ctx, token).create({
    name: "Site",
    number_horizontal: 1,
    number_vertical: 1,
  });
  expect(created.statusCode, created.body).toBe(201);
}

describe("GET /analysis/access: the navigation's plan lock (decision 133)", () => {
  it("is open for the master, whose platform has no plan", async () => {
    const root = await createAccount(ctx, { kind: "master" });
    const operator = await createOperator(ctx, { account: root, role: "MASTER" });
    const response = await access((await login(ctx, operator.email)).access_token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ locked: false });
  });

  it("locks a customer whose plan lacks analyticsEffect, with or without sites, and opens one whose plan has it", async () => {
    const root = await createAccount(ctx, { kind: "master" });
    const light = await tenant(ctx, { parent: root, plan: "light" });
    expect((await access(light.token)).json()).toEqual({ locked: true });
    await withSite(light.token);
    expect((await access(light.token)).json()).toEqual({ locked: true });
    const standard = await tenant(ctx, { parent: root, plan: "standard" });
    expect((await access(standard.token)).json()).toEqual({ locked: false });
    const none = await tenant(ctx, { parent: root });
    expect((await access(none.token)).json()).toEqual({ locked: true });
  });

  it("opens an OEM on a plan without analytics once it reaches a customer's site whose plan has it", async () => {
    const root = await createAccount(ctx, { kind: "master" });
    const oem = await tenant(ctx, { parent: root, plan: "light", kind: "oem_master" });
    const lightCustomer = await tenant(ctx, { parent: oem.account, plan: "light" });
    await withSite(lightCustomer.token);
    expect((await access(oem.token)).json()).toEqual({ locked: true });

    const analysed = await tenant(ctx, { parent: oem.account, plan: "standard" });
    // A customer with analytics but no site yet opens nothing the OEM could look at.
    expect((await access(oem.token)).json()).toEqual({ locked: true });
    await withSite(analysed.token);
    expect((await access(oem.token)).json()).toEqual({ locked: false });
    // The customer on Light still sees its own lock: the OEM's reach is not its.
    expect((await access(lightCustomer.token)).json()).toEqual({ locked: true });
  });

  it("answers 401 without a login", async () => {
    expect((await access()).statusCode).toBe(401);
  });
});
