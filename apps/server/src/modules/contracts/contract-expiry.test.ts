import { jstDate } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, sites } from "../../platform/database/schema/index.ts";
import { api, createAccount, useTestApp } from "../../testing/test-app.ts";
import { asDocument, filledDocument, siteApi, tenant } from "../sites/site-test-helpers.ts";
import { closeSitesOfEndedContracts } from "./contract-expiry.ts";

const ctx = useTestApp();
type Tenant = Awaited<ReturnType<typeof tenant>>;
let root: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  root = await createAccount(ctx, { kind: "master" });
});

async function publishedSite(owner: Tenant): Promise<string> {
  const sites = siteApi(ctx, owner.token);
  const id = (await sites.create({ name: "Spring sale", number_horizontal: 1, number_vertical: 1 })).json()
    .id;
  await sites.put(id, filledDocument(asDocument((await sites.get(id)).json())));
  expect((await sites.publish(id, "public")).statusCode).toBe(200);
  return id;
}

const publicSnapshot = (siteId: string) =>
  ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}`) });

const endOn = (owner: Tenant, date: string) =>
  ctx.database.db.update(accounts).set({ contractEndDate: date }).where(eq(accounts.id, owner.account.id));

describe("sites of an ended contract", () => {
  it("become private once the expiry date has passed in Japan, and stop being served, the draft's stamp untouched", async () => {
    const ended = await tenant(ctx, { parent: root, plan: "pro" });
    const lastDay = await tenant(ctx, { parent: root, plan: "pro" });
    const endedSite = await publishedSite(ended);
    const runningSite = await publishedSite(lastDay);
    // 2026-04-01 00:30 JST: a contract expiring on 03-31 has ended, one expiring on 04-01 has not.
    const now = new Date("2026-03-31T15:30:00Z");
    await endOn(ended, "2026-03-31");
    await endOn(lastDay, jstDate(now));
    expect((await publicSnapshot(endedSite)).statusCode).toBe(200);
    const editedAt = new Date("2026-03-30T09:00:00Z");
    await ctx.database.db.update(sites).set({ updatedAt: editedAt }).where(eq(sites.id, endedSite));

    expect(await closeSitesOfEndedContracts(ctx.database.db, ctx.app.published, now)).toEqual([endedSite]);

    const [row] = await ctx.database.db.select().from(sites).where(eq(sites.id, endedSite));
    expect(row!.status).toBe("PRIVATE");
    // The draft's stamp stays, so an editor open on the site can still save it.
    expect(row!.updatedAt).toEqual(editedAt);
    expect((await publicSnapshot(endedSite)).statusCode).toBe(404);
    expect((await publicSnapshot(runningSite)).statusCode).toBe(200);
    // A second run finds nothing more to close.
    expect(await closeSitesOfEndedContracts(ctx.database.db, ctx.app.published, now)).toEqual([]);
  });

  it("cannot be published again, with the reason", async () => {
    const owner = await tenant(ctx, { parent: root, plan: "pro" });
    const siteId = await publishedSite(owner);
    await endOn(owner, "2020-01-31");
    const response = await siteApi(ctx, owner.token).publish(siteId, "public");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "The contract has ended, so this site cannot be published. Its sites stay private.",
    );
    expect((await siteApi(ctx, owner.token).publish(siteId, "private")).statusCode).toBe(200);
  });
});
