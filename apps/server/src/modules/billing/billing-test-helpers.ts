import { eq } from "drizzle-orm";
import { accounts, analyticsSiteDaily, plans, sites } from "../../platform/database/schema/index.ts";
import {
  api,
  bearer,
  createAccount,
  createOperator,
  login,
  type TestContext,
} from "../../testing/test-app.ts";

/** A plan with round figures for worked examples: ¥30,000 a month, 50,000 PV, ¥500 per 1,000 PV over. */
export async function testPlan(
  ctx: TestContext,
  name = `Test plan ${Math.random().toString(36).slice(2, 8)}`,
) {
  const [row] = await ctx.database.db
    .insert(plans)
    .values({
      name,
      tier: "standard",
      price: 30_000,
      quantitySwipe: 10,
      quantitySite: 3,
      limitAccess: 50_000,
      limitAccessPrice: 500,
    })
    .returning();
  return row!;
}

/** A contracted account below `parent` with one logged-in main contact. */
export async function customer(
  ctx: TestContext,
  input: {
    parent: { id: string; path: string };
    planId: string;
    start: string;
    kind?: "user" | "oem_master";
    name?: string;
  },
) {
  const account = await createAccount(ctx, {
    kind: input.kind ?? "user",
    parent: input.parent,
    companyName: input.name,
  });
  await ctx.database.db
    .update(accounts)
    .set({
      planId: input.planId,
      contractStartDate: input.start,
      licenseIssuance: input.kind === "oem_master",
    })
    .where(eq(accounts.id, account.id));
  const role = input.kind === "oem_master" ? "OEM_MASTER" : "USER";
  const operator = await createOperator(ctx, { account, role });
  return { account, token: (await login(ctx, operator.email)).access_token };
}

/** Page views of one account on one JST day, as the analytics rollup would have stored them. */
export async function pageViewsOn(ctx: TestContext, accountId: string, day: string, pageViews: number) {
  const [site] = await ctx.database.db
    .insert(sites)
    .values({
      accountId,
      name: "Site",
      status: "PUBLISH",
      numberHorizontal: 1,
      numberVertical: 1,
      settings: {},
    })
    .returning();
  await ctx.database.db.insert(analyticsSiteDaily).values({
    siteId: site!.id,
    day,
    lang: "ja",
    device: "phone",
    sessions: 1,
    swipedSessions: 0,
    clickedSessions: 0,
    convertedSessions: 0,
    pageViews,
    conversions: 0,
    counting: "session",
  });
}

export function caller(ctx: TestContext, token: string, locale = "en") {
  return (method: "GET" | "PUT" | "POST", path: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: api(path),
      headers: { ...bearer(token), "accept-language": locale },
      ...(payload ? { payload } : {}),
    });
}

export async function operatorOf(
  ctx: TestContext,
  account: { id: string },
  role: "MASTER" | "MASTER_USER" | "OEM_MASTER" | "USER",
) {
  return (await login(ctx, (await createOperator(ctx, { account, role })).email)).access_token;
}
