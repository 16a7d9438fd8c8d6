import { planChangeEffectiveDate } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { planStateOf } from "./plan-state.ts";

const ctx = useTestApp();
let token = "";
let userToken = "";
let user = { id: "", path: "" };

async function call(method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: object, as = token) {
  return ctx.app.inject({
    method,
    url: api(path),
    headers: { ...bearer(as), "accept-language": "en" },
    payload,
  });
}

const planBody = {
  name: "Campaign Special",
  tier: "premium",
  channel: "direct",
  trial: false,
  multilingual: true,
  price: 70_000,
  quantity_swipe: 40,
  quantity_site: 2,
  limit_access: 80_000,
  limit_access_price: 300,
  contract_term_months: 12,
  swipe: true,
  private_domain: true,
  setting_popup_cta: false,
  setting_form_contact: true,
  analytics_effect: true,
  setting_tag_seo: false,
  multi_language: true,
};

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  token = (await login(ctx, (await createOperator(ctx, { account: master, role: "MASTER" })).email))
    .access_token;
  user = await createAccount(ctx, { kind: "user", parent: master });
  userToken = (await login(ctx, (await createOperator(ctx, { account: user, role: "USER" })).email))
    .access_token;
});

describe("plan management", () => {
  it("seeds the four tiers, their multilingual variants, a trial and an EP/OEM plan", async () => {
    const all = (await call("GET", "/master/plan/all")).json().items as { name: string }[];
    expect(all.map((plan) => plan.name)).toEqual([
      "Light",
      "Light Multilingual",
      "Standard",
      "Standard Multilingual",
      "Premium",
      "Premium Multilingual",
      "Pro",
      "Pro Multilingual",
      "EP/OEM Standard",
      "Trial",
    ]);
  });

  it("filters by tier, trial and EP/OEM, and pages", async () => {
    const names = async (query: string) =>
      ((await call("GET", `/master/plan?${query}`)).json().items as { name: string }[]).map(
        (plan) => plan.name,
      );
    expect(await names("tier=pro")).toEqual(["Pro", "Pro Multilingual"]);
    expect(await names("trial=true")).toEqual(["Trial"]);
    expect(await names("channel=ep_oem")).toEqual(["EP/OEM Standard"]);
    expect(await names("multilingual=true&tier=light")).toEqual(["Light Multilingual"]);
    const page = (await call("GET", "/master/plan?page=2&page_size=4")).json();
    expect(page).toMatchObject({ total: 10, page: 2, page_size: 4 });
    expect(page.items).toHaveLength(4);
  });

  it("creates, edits and deletes a plan with every field and flag", async () => {
    const created = await call("POST", "/master/plan", planBody);
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().plan;
    expect(plan).toMatchObject({ ...planBody, account_count: 0 });
    expect((await call("POST", "/master/plan", planBody)).statusCode).toBe(409);
    const edited = await call("PUT", `/master/plan/${plan.id}`, {
      ...planBody,
      price: 75_000,
      setting_tag_seo: true,
    });
    expect(edited.json().plan).toMatchObject({ price: 75_000, setting_tag_seo: true });
    expect((await call("DELETE", `/master/plan/${plan.id}`)).json().message).toBe(
      "The plan has been deleted.",
    );
    expect((await call("PUT", `/master/plan/${plan.id}`, planBody)).statusCode).toBe(404);
  });

  it("validates a plan with the shared schema", async () => {
    const response = await call("POST", "/master/plan", {
      ...planBody,
      name: "",
      price: -1,
      quantity_site: 1_000_000_000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { path: string }) => field.path)).toEqual([
      "name",
      "price",
      "quantity_site",
    ]);
  });

  it("gives a first plan at once, schedules a change for the 1st of next month (JST), and refuses deleting a plan in use", async () => {
    const all = (await call("GET", "/master/plan/all")).json().items as { id: string; name: string }[];
    const light = all.find((plan) => plan.name === "Light")!;
    const pro = all.find((plan) => plan.name === "Pro")!;

    const first = await call("PUT", `/user-plan/${user.id}/status`, { plan_id: light.id });
    expect(first.json().message).toBe("The plan Light applies from today.");

    const change = await call("PUT", `/user-plan/${user.id}/status`, { plan_id: pro.id });
    const effective = planChangeEffectiveDate(new Date());
    expect(change.json()).toEqual({
      message: `The plan changes to Pro on ${effective} (JST).`,
      effective_date: effective,
    });

    const mine = (await call("GET", "/user-plan", undefined, userToken)).json();
    expect(mine.current.name).toBe("Light");
    expect(mine.scheduled).toMatchObject({ plan: { name: "Pro" }, effective_date: effective });

    // On the effective date, the change is in force without anything having run.
    const later = await planStateOf(ctx.database.db, user.id, new Date(`${effective}T00:00:00+09:00`));
    expect(later.current?.name).toBe("Pro");
    expect(later.scheduled).toBeNull();

    const inUse = await call("DELETE", `/master/plan/${pro.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe("This plan is used by 1 accounts and cannot be deleted.");
    expect(
      (await call("PUT", `/user-plan/${user.id}/status`, { plan_id: light.id })).json().effective_date,
    ).toBe(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10));
    expect((await call("GET", "/user-plan", undefined, userToken)).json().scheduled).toBeNull();
  });
});

describe("plan confirmation for another account", () => {
  it("shows the plan of an account below the caller, and answers 404 for one outside its reach", async () => {
    const below = await call("GET", `/user-plan?id=${user.id}`);
    expect(below.statusCode).toBe(200);
    expect(below.json()).toMatchObject({ account_id: user.id, company_name: "user company" });

    const master = (await call("GET", "/user-plan")).json().account_id;
    const sibling = await createAccount(ctx, { kind: "user", parent: { id: master, path: `/${master}/` } });
    for (const id of [master, sibling.id]) {
      const outside = await call("GET", `/user-plan?id=${id}`, undefined, userToken);
      expect(outside.statusCode).toBe(404);
      expect(outside.json().code).toBe("NOT_FOUND");
    }
  });
});
