import { jstStartOf, planChangeEffectiveDate } from "@mekuri/domain";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();
let masterToken = "";
let planIds: Record<string, string> = {};

const call = (method: "GET" | "PUT", path: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: api(path),
    headers: { ...bearer(token), "accept-language": "en" },
    ...(payload ? { payload } : {}),
  });

/** A user account on Light, with a login that can read its bell. */
async function userOnLight() {
  const master = (await call("GET", "/user-plan", masterToken)).json().account_id as string;
  const account = await createAccount(ctx, { kind: "user", parent: { id: master, path: `/${master}/` } });
  const { email } = await createOperator(ctx, { account, role: "USER" });
  expect(
    (await call("PUT", `/user-plan/${account.id}/status`, masterToken, { plan_id: planIds.Light }))
      .statusCode,
  ).toBe(200);
  return { id: account.id, email };
}

const changeTo = (accountId: string, plan: string) =>
  call("PUT", `/user-plan/${accountId}/status`, masterToken, { plan_id: planIds[plan] });

/** What the account's login sees in its bell (logging in at the clock's time, which may be faked). */
async function bell(user: { email: string }) {
  const response = await call("GET", "/system_noti/show", (await login(ctx, user.email)).access_token);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json();
  return (page.items as { title: string; content: string }[]).map((item) => `${item.title}: ${item.content}`);
}

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  masterToken = (await login(ctx, (await createOperator(ctx, { account: master, role: "MASTER" })).email))
    .access_token;
  const all = (await call("GET", "/master/plan/all", masterToken)).json().items as {
    id: string;
    name: string;
  }[];
  planIds = Object.fromEntries(all.map((plan) => [plan.name, plan.id]));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("plan change notices", () => {
  it("says at once that a change is booked, and from 00:00 JST of its first day that it is in effect", async () => {
    const user = await userOnLight();
    // A first plan is not a change: nothing to tell.
    expect(await bell(user)).toEqual([]);

    expect((await changeTo(user.id, "Pro")).statusCode).toBe(200);
    const effective = planChangeEffectiveDate(new Date());
    expect(await bell(user)).toEqual([`Plan change scheduled: Your plan changes to Pro on ${effective}.`]);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(jstStartOf(effective).getTime() - 1));
    expect(await bell(user)).toHaveLength(1);
    vi.setSystemTime(jstStartOf(effective));
    expect((await bell(user))[0]).toBe(`Plan change in effect: Your plan is Pro from ${effective}.`);
  });

  it("replaces the notices of a change that another change replaces", async () => {
    const user = await userOnLight();
    await changeTo(user.id, "Pro");
    await changeTo(user.id, "Standard");
    const effective = planChangeEffectiveDate(new Date());
    expect(await bell(user)).toEqual([
      `Plan change scheduled: Your plan changes to Standard on ${effective}.`,
    ]);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(jstStartOf(effective));
    const later = await bell(user);
    expect(later).toContain(`Plan change in effect: Your plan is Standard from ${effective}.`);
    expect(later.join("\n")).not.toContain("Pro");
  });

  it("takes back the notices of a change cancelled by choosing the plan in force", async () => {
    const user = await userOnLight();
    await changeTo(user.id, "Pro");
    expect((await changeTo(user.id, "Light")).statusCode).toBe(200);
    expect(await bell(user)).toEqual([]);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(jstStartOf(planChangeEffectiveDate(new Date())));
    expect(await bell(user)).toEqual([]);
  });
});
