import { beforeAll, describe, expect, it } from "vitest";
import {
  api,
  bearer,
  createAccount,
  createOperator,
  login,
  testPassword,
  useTestApp,
} from "../../testing/test-app.ts";

const ctx = useTestApp();
let masterToken = "";
let masterAccount = { id: "", path: "" };
let standardId = "";
let oemStandardId = "";

async function call(
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url: api(path), headers: bearer(token), payload });
}

/** Logs in with a one-time password and sets the real one, as the first login requires. */
async function firstLogin(email: string, temporaryPassword: string) {
  const first = await login(ctx, email, temporaryPassword);
  const changed = await call(first.access_token, "POST", "/auth/change-password", {
    current_password: temporaryPassword,
    password: testPassword,
    confirm_password: testPassword,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return (await login(ctx, email)).access_token;
}

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  masterAccount = master;
  const operator = await createOperator(ctx, { account: master, role: "MASTER" });
  masterToken = (await login(ctx, operator.email)).access_token;
  const plans = (await call(masterToken, "GET", "/master/plan/all")).json().items as {
    id: string;
    name: string;
  }[];
  standardId = plans.find((plan) => plan.name === "Standard")!.id;
  oemStandardId = plans.find((plan) => plan.name === "EP/OEM Standard")!.id;
});

describe("users through the hierarchy", () => {
  let oemId = "";
  let oemToken = "";
  let userId = "";

  it("lets the master create an OEM master with every field, and shows its one-time password once", async () => {
    const me = (await call(masterToken, "GET", "/user")).json();
    const response = await call(masterToken, "POST", "/master/user", {
      kind: "oem_master",
      parent_id: me.id,
      company_name: "Partner Inc.",
      contact_name: "Pat Partner",
      email: "partner@example.com",
      plan_id: null,
      contract_start_date: "2026-04-01",
      contract_end_date: "2027-03-31",
      permission_granted: true,
      license_issuance: true,
      custom_logo: false,
      authority: "edit",
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      kind: "oem_master",
      company_name: "Partner Inc.",
      email: "partner@example.com",
      contract_status: "active",
      license_issuance: true,
      custom_logo: false,
      parent: { id: me.id },
    });
    expect(body.temporary_password).toMatch(/.{16}/);
    oemId = body.user.id;
    oemToken = await firstLogin("partner@example.com", body.temporary_password);
  });

  it("lets the OEM master create a user below itself with an EP/OEM plan, in force at once", async () => {
    const response = await call(oemToken, "POST", "/oem-master/user", {
      kind: "user",
      parent_id: oemId,
      company_name: "Shop Ltd.",
      contact_name: "Sam Shop",
      email: "shop@example.com",
      plan_id: oemStandardId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json().user;
    expect(user.plan).toEqual({ id: oemStandardId, name: "EP/OEM Standard" });
    expect(user.limits).toEqual({
      max_sites: 3,
      max_pages_per_site: 30,
      monthly_page_views: 50_000,
      sites: 0,
    });
    userId = user.id;
  });

  it("refuses a direct plan to an OEM master, which resells only EP/OEM plans", async () => {
    const response = await call(oemToken, "POST", "/oem-master/user", {
      kind: "user",
      parent_id: oemId,
      company_name: "Other",
      contact_name: "O",
      email: "other@example.com",
      plan_id: standardId,
    });
    expect(response.statusCode).toBe(400);
    expect((await call(oemToken, "GET", "/oem-master/user?search=other@example.com")).json().total).toBe(0);
  });

  it("lists, searches and filters only the accounts below the caller", async () => {
    const oemList = (await call(oemToken, "GET", "/oem-master/user")).json();
    expect(oemList.items.map((item: { email: string }) => item.email)).toEqual(["shop@example.com"]);
    const masterList = (await call(masterToken, "GET", "/master/user?kind=oem_master")).json();
    expect(masterList.items.map((item: { email: string }) => item.email)).toEqual(["partner@example.com"]);
    const search = (await call(masterToken, "GET", "/master/user?search=SHOP")).json();
    expect(search.total).toBe(1);
    const paged = (await call(masterToken, "GET", "/master/user?page=2&page_size=1")).json();
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.items).toHaveLength(1);
  });

  it("answers 404 for accounts outside the caller's reach, and changes nothing", async () => {
    const other = await createAccount(ctx, { kind: "oem_master", parent: masterAccount });
    expect((await call(oemToken, "GET", `/oem-master/user/${other.id}`)).statusCode).toBe(404);
    expect((await call(oemToken, "GET", `/oem-master/user/${oemId}`)).statusCode).toBe(404);
    const update = await call(oemToken, "PUT", `/oem-master/user/${other.id}`, {
      company_name: "Hijacked",
      contact_name: "X",
      email: "x@example.com",
    });
    expect(update.statusCode).toBe(404);
    expect((await call(masterToken, "GET", `/master/user/${other.id}`)).json().company_name).toBe(
      "oem_master company",
    );
  });

  it("edits a user and records what changed in the contract history", async () => {
    const response = await call(oemToken, "PUT", `/oem-master/user/${userId}`, {
      company_name: "Shop Holdings",
      contact_name: "Sam Shop",
      email: "shop@example.com",
      plan_id: oemStandardId,
      authority: "view",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ company_name: "Shop Holdings", authority: "view" });
    const history = (await call(oemToken, "GET", `/user-history/${userId}`)).json();
    expect(history.items.map((item: { action: string }) => item.action)).toContain("update");
    expect(history.items.find((item: { action: string }) => item.action === "update").detail).toBe(
      "companyName, authority",
    );
  });

  it("refuses a registered e-mail, an account type the parent may not hold, and a parent without license", async () => {
    const base = { company_name: "C", contact_name: "C", parent_id: oemId };
    const duplicate = await call(oemToken, "POST", "/oem-master/user", {
      ...base,
      kind: "user",
      email: "SHOP@example.com",
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("このメールアドレスは既に登録されています。");
    const kind = await call(oemToken, "POST", "/oem-master/user", {
      ...base,
      kind: "oem_master",
      email: "k@example.com",
    });
    expect(kind.statusCode).toBe(400);
    const noLicense = await call(masterToken, "POST", "/master/user", {
      ...base,
      kind: "user",
      parent_id: userId,
      email: "child@example.com",
    });
    expect(noLicense.statusCode).toBe(400);
    expect((await call(masterToken, "GET", "/master/user?search=child@")).json().total).toBe(0);
  });

  it("validates every field with the shared schema, in the caller's language", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/oem-master/user"),
      headers: { ...bearer(oemToken), "accept-language": "en" },
      payload: {
        kind: "user",
        parent_id: oemId,
        company_name: "",
        contact_name: "x".repeat(51),
        email: "a..b@example.com",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: "company_name", message: "This field is required." },
      { path: "contact_name", message: "Enter at most 50 characters." },
      { path: "email", message: "Invalid email address." },
    ]);
    const dates = await ctx.app.inject({
      method: "PUT",
      url: api(`/oem-master/user/${userId}`),
      headers: { ...bearer(oemToken), "accept-language": "en" },
      payload: {
        company_name: "A",
        contact_name: "B",
        email: "shop@example.com",
        contract_start_date: "2026-05-01",
        contract_end_date: "2026-04-01",
      },
    });
    expect(dates.json().fields).toEqual([
      { path: "contract_end_date", message: "The expiry date must be on or after the start date." },
    ]);
  });
});
