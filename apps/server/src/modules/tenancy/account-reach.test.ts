import { describe, expect, it } from "vitest";
import { createAccount, createOperator, useTestApp } from "../../testing/test-app.ts";
import { actorOf } from "../accounts/actor.ts";
import { findOperatorById } from "../accounts/operator-service.ts";
import { reachesEveryAccount } from "./account-reach.ts";

const ctx = useTestApp();

const actorAt = async (account: { id: string }) => {
  const operator = await createOperator(ctx, { account, role: "MASTER" });
  return actorOf((await findOperatorById(ctx.database.db, operator.id))!);
};

describe("whether a caller reaches every account", () => {
  it("holds for the root of the only tree, not for an account below it, until a second tree exists", async () => {
    const root = await createAccount(ctx, { kind: "master" });
    const oem = await createAccount(ctx, { kind: "oem_master", parent: root });
    const company = await createAccount(ctx, { kind: "user", parent: oem });
    const master = await actorAt(root);
    expect(await reachesEveryAccount(ctx.database.db, master)).toBe(true);
    expect(await reachesEveryAccount(ctx.database.db, await actorAt(oem))).toBe(false);
    expect(await reachesEveryAccount(ctx.database.db, await actorAt(company))).toBe(false);

    const otherRoot = await createAccount(ctx, { kind: "master" });
    expect(await reachesEveryAccount(ctx.database.db, master)).toBe(false);
    expect(await reachesEveryAccount(ctx.database.db, await actorAt(otherRoot))).toBe(false);
  });
});
