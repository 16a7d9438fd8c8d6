import { addMonthsTo, jstMonth } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { seedDemoBusiness } from "./demo-business.ts";

const ctx = useTestApp();
let token = "";
let oemToken = "";
let seeded = { accounts: 0, sites: 0 };

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  token = (await login(ctx, (await createOperator(ctx, { account: master, role: "MASTER" })).email))
    .access_token;
  seeded = await seedDemoBusiness(ctx.database.db, { master });
  const [oem] = await ctx.database.db.select().from(accounts).where(eq(accounts.kind, "oem_master")).limit(1);
  oemToken = (await login(ctx, (await createOperator(ctx, { account: oem!, role: "OEM_MASTER" })).email))
    .access_token;
});

const get = (path: string, as: string) =>
  ctx.app.inject({ method: "GET", url: api(path), headers: bearer(as) }).then((response) => response.json());

describe("demo business history", () => {
  it("seeds dozens of customers with sites", () => {
    expect(seeded.accounts).toBeGreaterThan(60);
    expect(seeded.sites).toBeGreaterThan(seeded.accounts);
  });

  it("gives the dashboard 24 months of growing MRR with every kind of movement", async () => {
    const end = jstMonth(new Date());
    const body = await get(`/dashboard/revenue?start_month=${addMonthsTo(end, -23)}&end_month=${end}`, token);
    const mrr = body.months.map((row: { mrr: number }) => row.mrr);
    expect(mrr[0]).toBeGreaterThan(0);
    expect(mrr[23]).toBeGreaterThan(mrr[0] * 3);
    for (const kind of ["new", "expansion", "churn"]) {
      const accounts = body.months.reduce(
        (total: number, row: { movements: Record<string, { accounts: number }> }) =>
          total + row.movements[kind]!.accounts,
        0,
      );
      expect(accounts, kind).toBeGreaterThan(0);
    }
  });

  it("gives an OEM reseller a smaller dashboard of its own customers", async () => {
    const [all, own] = await Promise.all([
      get("/dashboard/registration-data", token),
      get("/dashboard/registration-data", oemToken),
    ]);
    expect(own.companies_contracted).toBeGreaterThan(0);
    expect(own.mrr).toBeGreaterThan(0);
    expect(own.mrr).toBeLessThan(all.mrr);
  });
});
