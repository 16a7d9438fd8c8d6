import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp({ env: { PUBLIC_URL: "https://console.example.com" } });
let masterToken = "";
let masterAccountId = "";

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  masterAccountId = master.id;
  const operator = await createOperator(ctx, { account: master, role: "MASTER" });
  masterToken = (await login(ctx, operator.email)).access_token;
});

async function mailsTo(address: string) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

describe("the welcome mail of a new login", () => {
  it("tells a created user where to log in and lets its link set the password once", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: api("/master/user"),
      headers: { ...bearer(masterToken), "accept-language": "en" },
      payload: {
        kind: "user",
        parent_id: masterAccountId,
        company_name: "Welcome Shop",
        contact_name: "Wendy Welcome",
        email: "wendy@example.com",
        plan_id: null,
        contract_start_date: "2026-04-01",
        contract_end_date: "2027-03-31",
        permission_granted: true,
        license_issuance: false,
        custom_logo: false,
        authority: "edit",
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const [mail] = await mailsTo("wendy@example.com");
    expect(mail!.subject).toBe("Your Mekuri login is ready");
    expect(mail!.textBody).toContain("Login ID: wendy@example.com");
    expect(mail!.textBody).toContain("Console: https://console.example.com/login");
    const token = decodeURIComponent(
      /https:\/\/console\.example\.com\/new-password\?token=(\S+)/.exec(mail!.textBody)![1]!,
    );

    const reset = () =>
      ctx.app.inject({
        method: "POST",
        url: api("/auth/reset-password"),
        payload: { token, password: "Wendy-pass1", confirm_password: "Wendy-pass1" },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(400);
    const session = await login(ctx, "wendy@example.com", "Wendy-pass1");
    expect(session.access_token).toBeTruthy();
  });

  it("writes no mail when the creation is refused", async () => {
    const refused = await ctx.app.inject({
      method: "POST",
      url: api("/master/user"),
      headers: bearer(masterToken),
      payload: { kind: "user", parent_id: masterAccountId, email: "nobody@example.com" },
    });
    expect(refused.statusCode).toBe(400);
    expect(await mailsTo("nobody@example.com")).toEqual([]);
  });

  it("welcomes an admin added to an account", async () => {
    const added = await ctx.app.inject({
      method: "POST",
      url: api("/sub-admin"),
      headers: { ...bearer(masterToken), "accept-language": "ja" },
      payload: { name: "Adam Admin", email: "adam@example.com", admin_role: "editor", authority: "edit" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const [mail] = await mailsTo("adam@example.com");
    expect(mail!.subject).toBe("【Mekuri】ログインのご案内");
    expect(mail!.textBody).toContain("ログインID: adam@example.com");
  });
});
