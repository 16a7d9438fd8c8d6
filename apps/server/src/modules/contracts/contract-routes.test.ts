import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();
let master = { id: "", path: "" };
let masterToken = "";
let oemMasterToken = "";

async function call(token: string, method: "GET" | "PUT" | "DELETE", path: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: api(path),
    headers: { ...bearer(token), "accept-language": "en" },
    payload,
  });
}

async function customer(parent = master) {
  const account = await createAccount(ctx, { kind: "user", parent });
  const operator = await createOperator(ctx, { account, role: "USER" });
  const session = await login(ctx, operator.email);
  return { account, operator, session };
}

const contract = (id: string, action: string, token = masterToken, family = "master") =>
  call(token, "PUT", `/${family}/user/${id}/status`, { action });

beforeAll(async () => {
  master = await createAccount(ctx, { kind: "master" });
  masterToken = (await login(ctx, (await createOperator(ctx, { account: master, role: "MASTER" })).email))
    .access_token;
  const oem = await createAccount(ctx, { kind: "oem_master", parent: master });
  oemMasterToken = (await login(ctx, (await createOperator(ctx, { account: oem, role: "OEM_MASTER" })).email))
    .access_token;
});

describe("contract state machine", () => {
  it("suspends: the user's still-valid token stops at once and the login is refused until resumed", async () => {
    const { account, operator, session } = await customer();
    expect((await call(session.access_token, "GET", "/user")).statusCode).toBe(200);

    const suspended = await contract(account.id, "suspend");
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toEqual({
      message: "The contract has been suspended.",
      contract_status: "suspended",
    });

    const blocked = await call(session.access_token, "GET", "/user");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe("ACCOUNT_SUSPENDED");
    const refreshed = await ctx.app.inject({
      method: "POST",
      url: api("/auth/refresh-token"),
      headers: bearer(session.refresh_token),
    });
    expect(refreshed.statusCode).toBeGreaterThanOrEqual(400);
    await expect(login(ctx, operator.email)).rejects.toThrow(/403/);

    expect((await contract(account.id, "suspend")).statusCode).toBe(409);
    expect((await contract(account.id, "resume")).json().contract_status).toBe("active");
    expect((await call((await login(ctx, operator.email)).access_token, "GET", "/user")).statusCode).toBe(
      200,
    );
  });

  it("terminates for good: tokens stop at once, sites become private (drafts' stamps kept), information read-only, no resume", async () => {
    const { account, operator, session } = await customer();
    const [site] = await ctx.database.db
      .insert(sites)
      .values({
        accountId: account.id,
        name: "Live",
        status: "PUBLISH",
        numberHorizontal: 1,
        numberVertical: 1,
        settings: {},
        updatedAt: new Date("2026-01-05T09:00:00Z"),
      })
      .returning();

    expect((await contract(account.id, "terminate")).statusCode).toBe(200);

    const blocked = await call(session.access_token, "GET", "/user");
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().code).toBe("ACCOUNT_TERMINATED");
    await expect(login(ctx, operator.email)).rejects.toThrow(/403/);
    const [after] = await ctx.database.db.select().from(sites).where(eq(sites.id, site!.id));
    expect(after!.status).toBe("PRIVATE");
    // Its draft's stamp stays, so an editor still holding the document meets no false conflict.
    expect(after!.updatedAt).toEqual(new Date("2026-01-05T09:00:00Z"));

    const resume = await contract(account.id, "resume");
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toBe(
      "This contract has been terminated; its information can no longer be changed.",
    );
    const edit = await call(masterToken, "PUT", `/master/user/${account.id}`, {
      company_name: "New",
      contact_name: "N",
      email: operator.email,
    });
    expect(edit.statusCode).toBe(409);
    const detail = (await call(masterToken, "GET", `/master/user/${account.id}`)).json();
    expect(detail).toMatchObject({
      contract_status: "terminated",
      editable: false,
      company_name: "user company",
    });
  });

  it("records every action with its time, executor and content, newest first", async () => {
    const { account } = await customer();
    await contract(account.id, "suspend");
    await contract(account.id, "resume");
    await contract(account.id, "terminate");
    const history = (await call(masterToken, "GET", `/user-history/${account.id}`)).json();
    expect(history.total).toBe(3);
    expect(
      history.items.map((item: { action: string; detail: string }) => [item.action, item.detail]),
    ).toEqual([
      ["terminate", "active → terminated"],
      ["resume", "suspended → active"],
      ["suspend", "active → suspended"],
    ]);
    expect(history.items[0].executor).toMatch(/^Operator \d+ <operator\d+-\d+@example\.com>$/);
    expect(Date.parse(history.items[0].executed_at)).not.toBeNaN();
  });

  it("deletes separately, and only an account with nothing below it", async () => {
    const oem = await createAccount(ctx, { kind: "oem_master", parent: master });
    const below = await createAccount(ctx, { kind: "user", parent: oem });
    const refused = await call(masterToken, "DELETE", `/master/user/${oem.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await call(masterToken, "DELETE", `/master/user/${below.id}`)).statusCode).toBe(200);
    expect((await call(masterToken, "DELETE", `/master/user/${oem.id}`)).statusCode).toBe(200);
    expect((await call(masterToken, "GET", `/master/user/${oem.id}`)).statusCode).toBe(404);
  });

  it("refuses an operator acting on an account outside its reach, and changes nothing", async () => {
    const { account, session } = await customer();
    const outside = await contract(account.id, "suspend", oemMasterToken, "oem-master");
    expect(outside.statusCode).toBe(404);
    expect((await call(oemMasterToken, "DELETE", `/oem-master/user/${account.id}`)).statusCode).toBe(404);
    expect((await call(session.access_token, "GET", "/user")).json().contract_status).toBe("active");
  });
});
