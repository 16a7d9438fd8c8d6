import { jstDate, jstStartOf } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { noticeContractEnds } from "./contract-notices.ts";

const ctx = useTestApp();
let master = { id: "", path: "" };
let masterToken = "";

beforeAll(async () => {
  master = await createAccount(ctx, { kind: "master" });
  masterToken = (await login(ctx, (await createOperator(ctx, { account: master, role: "MASTER" })).email))
    .access_token;
});

const dayMs = 86_400_000;
/** The JST date `days` days from `at`. */
const daysFrom = (at: Date, days: number) => jstDate(new Date(at.getTime() + days * dayMs));

async function customer(contractEndDate: string | null) {
  const account = await createAccount(ctx, { kind: "user", parent: master });
  await ctx.database.db.update(accounts).set({ contractEndDate }).where(eq(accounts.id, account.id));
  const { email } = await createOperator(ctx, { account, role: "USER", email: `${account.id}@example.com` });
  return { id: account.id, email };
}

async function bell(user: { email: string }) {
  const response = await ctx.app.inject({
    method: "GET",
    url: api("/system_noti/show"),
    headers: { ...bearer((await login(ctx, user.email)).access_token), "accept-language": "en" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { title: string; content: string }[]).map(
    (i) => `${i.title}: ${i.content}`,
  );
}

describe("contract end notices", () => {
  it("tell an account once, 30 days ahead, that its contract ends soon, and once after its last day that it has ended", async () => {
    const now = new Date();
    const soon = await customer(daysFrom(now, 10));
    const later = await customer(daysFrom(now, 45));
    const ended = await customer(daysFrom(now, -2));
    const open = await customer(null);

    await noticeContractEnds(ctx.database.db, now);
    await noticeContractEnds(ctx.database.db, now);

    expect(await bell(soon)).toEqual([
      `Your contract ends soon: Your contract ends on ${daysFrom(now, 10)}. Sites become private after that day.`,
    ]);
    expect(await bell(later)).toEqual([]);
    expect(await bell(open)).toEqual([]);
    expect(await bell(ended)).toEqual([
      `Your contract has ended: Your contract ended on ${daysFrom(now, -2)}. Your sites are now private.`,
    ]);

    // The day after its last day, the pass tells "soon" that its contract has ended, too.
    await noticeContractEnds(ctx.database.db, jstStartOf(daysFrom(now, 11)));
    expect((await bell(soon))[0]).toBe(
      `Your contract has ended: Your contract ended on ${daysFrom(now, 10)}. Your sites are now private.`,
    );
  });

  it("takes back the notice when the operator moves the end date, and tells the new one when it is near", async () => {
    const now = new Date();
    const user = await customer(daysFrom(now, 5));
    await noticeContractEnds(ctx.database.db, now);
    expect(await bell(user)).toHaveLength(1);

    const edit = (contractEndDate: string) =>
      ctx.app.inject({
        method: "PUT",
        url: api(`/master/user/${user.id}`),
        headers: bearer(masterToken),
        payload: {
          company_name: "Customer",
          contact_name: "Casey",
          email: user.email,
          contract_end_date: contractEndDate,
        },
      });
    // Extended by a year: the "ends soon" notice no longer holds.
    expect((await edit(daysFrom(now, 365))).statusCode).toBe(200);
    expect(await bell(user)).toEqual([]);
    // Brought forward into the last 30 days: told at once about the new date.
    expect((await edit(daysFrom(now, 20))).statusCode).toBe(200);
    expect(await bell(user)).toEqual([
      `Your contract ends soon: Your contract ends on ${daysFrom(now, 20)}. Sites become private after that day.`,
    ]);
  });
});
