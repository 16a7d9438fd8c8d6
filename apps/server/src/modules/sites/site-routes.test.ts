import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../platform/database/schema/index.ts";
import { api, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { asDocument, filledDocument, siteApi, tenant } from "./site-test-helpers.ts";

const ctx = useTestApp();
let master: { id: string; path: string };
let pro: Awaited<ReturnType<typeof tenant>>;
let light: Awaited<ReturnType<typeof tenant>>;
let unplanned: Awaited<ReturnType<typeof tenant>>;

const countSites = async (accountId: string) =>
  (await ctx.database.db.select().from(sites).where(eq(sites.accountId, accountId))).length;

beforeAll(async () => {
  master = await createAccount(ctx, { kind: "master" });
  pro = await tenant(ctx, { parent: master, plan: "pro-multilingual" });
  light = await tenant(ctx, { parent: master, plan: "light" });
  unplanned = await tenant(ctx, { parent: master });
});

describe("creating a site", () => {
  it("makes a draft with default content: columns named A, B … per language and the default forms", async () => {
    const sitesApi = siteApi(ctx, pro.token);
    const created = await sitesApi.create({
      name: "Spring",
      number_horizontal: 2,
      number_vertical: 3,
      view_mode: "MOBILE",
      default_language: "ja",
      languages: ["ja", "en"],
    });
    expect(created.statusCode).toBe(201);
    const doc = asDocument((await sitesApi.get(created.json().id)).json());
    expect(doc).toMatchObject({ name: "Spring", status: "DRAFT", numberHorizontal: 2, numberVertical: 3 });
    expect(doc.categories).toEqual([
      { columnIndex: 0, names: { ja: "A", en: "A" }, textColor: null },
      { columnIndex: 1, names: { ja: "B", en: "B" }, textColor: null },
    ]);
    expect(doc.forms.en?.map((form) => form.typeForm)).toEqual([
      "CONTACT_SETTING",
      "MEMBERSHIP_SETTING",
      "HOMEPAGE_SETTING",
    ]);
    expect(doc.pages).toEqual([]);
    expect(doc.accountId).toBe(pro.account.id);
  });

  it.each([
    ["rows of 0", { number_vertical: 0 }, "number_vertical", "Invalid rows or columns: neither can be 0."],
    [
      "columns of 0",
      { number_horizontal: 0 },
      "number_horizontal",
      "Invalid rows or columns: neither can be 0.",
    ],
    ["no name", { name: "  " }, "name", "This field is required."],
    [
      "a default language outside the languages",
      { languages: ["en"], default_language: "ja" },
      "default_language",
      "The default language must be one of the site's languages.",
    ],
  ])("refuses %s with its message and creates nothing", async (_name, change, path, message) => {
    const before = await countSites(pro.account.id);
    const response = await siteApi(ctx, pro.token).create({
      name: "Bad",
      number_horizontal: 2,
      number_vertical: 2,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ path, message });
    expect(await countSites(pro.account.id)).toBe(before);
  });

  it("refuses a grid beyond the plan's pages and more languages than the plan allows", async () => {
    const api = siteApi(ctx, light.token);
    const big = await api.create({ name: "Big", number_horizontal: 4, number_vertical: 4 });
    expect(big.statusCode).toBe(400);
    expect(big.json().fields).toContainEqual({
      path: "number_vertical",
      message: "Rows × columns cannot exceed your plan's maximum of 12 creatives.",
    });
    const multi = await api.create({
      name: "Multi",
      number_horizontal: 1,
      number_vertical: 1,
      languages: ["ja", "en"],
    });
    expect(multi.statusCode).toBe(400);
    expect(multi.json().fields).toContainEqual({
      path: "languages",
      message: "Your plan does not include multiple languages.",
    });
    expect(await countSites(light.account.id)).toBe(0);
  });

  it("refuses a site beyond the plan's site count, and any site without a plan", async () => {
    const api = siteApi(ctx, light.token);
    expect((await api.create({ name: "One", number_horizontal: 3, number_vertical: 4 })).statusCode).toBe(
      201,
    );
    const second = await api.create({ name: "Two", number_horizontal: 1, number_vertical: 1 });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ code: "PLAN_LIMIT", message: "Your plan allows at most 1 sites." });
    const none = await siteApi(ctx, unplanned.token).create({
      name: "X",
      number_horizontal: 1,
      number_vertical: 1,
    });
    expect(none.statusCode).toBe(403);
    expect(await countSites(light.account.id)).toBe(1);
    expect(await countSites(unplanned.account.id)).toBe(0);
  });
});

describe("saving and publishing", () => {
  let siteId: string;
  const sitesApi = () => siteApi(ctx, pro.token);
  const publicSite = (lang = "ja") =>
    ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}?lang=${lang}`) });

  beforeAll(async () => {
    const created = await sitesApi().create({
      name: "Publish me",
      number_horizontal: 2,
      number_vertical: 2,
      languages: ["ja", "en"],
    });
    siteId = created.json().id;
  });

  it("refuses to publish without creatives, then with a gap, naming the empty cell", async () => {
    const none = await sitesApi().publish(siteId, "public");
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toEqual(["Upload at least one creative image."]);

    const doc = asDocument((await sitesApi().get(siteId)).json());
    const filled = filledDocument(doc);
    const gap = { ...filled, pages: filled.pages.filter((p) => !(p.columnIndex === 0 && p.rowIndex === 0)) };
    expect((await sitesApi().put(siteId, gap)).statusCode).toBe(200);
    const refused = await sitesApi().publish(siteId, "public");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([
      "Upload creative images consecutively with no gaps: A1 is empty.",
    ]);
    expect((await publicSite()).statusCode).toBe(404);
  });

  it("publishes the draft, and the public endpoint serves each new version", async () => {
    let doc = asDocument((await sitesApi().get(siteId)).json());
    const saved = await sitesApi().put(siteId, { ...filledDocument(doc), name: "First version" });
    expect(saved.statusCode).toBe(200);
    const published = await sitesApi().publish(siteId, "public");
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "PUBLISH", version: 1 });
    expect((await publicSite()).json().name).toBe("First version");

    doc = asDocument((await sitesApi().get(siteId)).json());
    expect((await sitesApi().put(siteId, { ...doc, name: "Second version" })).statusCode).toBe(200);
    expect((await publicSite()).json().name).toBe("First version");
    expect((await sitesApi().publish(siteId, "public")).json().version).toBe(2);
    const body = (await publicSite("en")).json();
    expect(body.name).toBe("Second version");
    expect(body.categories[0].pages[0].content.buttons[0].button_text).toBe("Contact us");
  });

  it("makes a published site private: the public site stops answering", async () => {
    const response = await sitesApi().publish(siteId, "private");
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("PRIVATE");
    expect((await publicSite()).statusCode).toBe(404);
    const doc = asDocument((await sitesApi().get(siteId)).json());
    expect(doc.status).toBe("PRIVATE");
    // The editor's copy is still current after a visibility change.
    expect((await sitesApi().put(siteId, doc)).statusCode).toBe(200);
  });

  it("answers a malformed site id with the spec's message", async () => {
    const response = await sitesApi().get("not-a-uuid");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(["Invalid site UUID."]);
  });

  it("deletes a site", async () => {
    const created = await sitesApi().create({
      name: "Short-lived",
      number_horizontal: 1,
      number_vertical: 1,
    });
    const id = created.json().id;
    expect((await sitesApi().call("DELETE", `/site/${id}`)).statusCode).toBe(200);
    expect((await sitesApi().get(id)).statusCode).toBe(404);
  });
});

describe("a large site", () => {
  it("saves 100 pages in 4 languages in one request, over the default body limit", async () => {
    const sitesApi = siteApi(ctx, pro.token);
    const languages = ["ja", "en", "zh", "ko"];
    const created = await sitesApi.create({
      name: "Large",
      number_horizontal: 10,
      number_vertical: 10,
      languages,
    });
    const doc = filledDocument(asDocument((await sitesApi.get(created.json().id)).json()));
    const button = doc.pages[0]!.buttons.ja![0]!;
    const large = {
      ...doc,
      pages: doc.pages.map((page) => ({
        ...page,
        buttons: Object.fromEntries(
          languages.map((lang) => [
            lang,
            [1, 2, 3, 4, 5].map(() => ({ ...button, id: crypto.randomUUID() })),
          ]),
        ),
      })),
    };
    const body = JSON.stringify(large);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const saved = await sitesApi.put(created.json().id, large);
    expect(saved.statusCode).toBe(200);
    const stored = asDocument(saved.json());
    expect(stored.pages).toHaveLength(100);
    expect(stored.pages[99]!.buttons.ko).toHaveLength(5);
  });
});

describe("permissions", () => {
  it("lets a view-only sub-admin read its account's sites but not change or publish them", async () => {
    const operator = await createOperator(ctx, {
      account: pro.account,
      role: "SUB_ADMIN",
      adminRole: "viewer",
      authority: "view",
    });
    const token = (await login(ctx, operator.email)).access_token;
    const list = await siteApi(ctx, token).call("GET", "/site");
    expect(list.statusCode).toBe(200);
    const id = list.json().items[0].id;
    const doc = (await siteApi(ctx, token).get(id)).json();
    expect((await siteApi(ctx, token).put(id, doc)).statusCode).toBe(403);
    expect((await siteApi(ctx, token).publish(id, "public")).statusCode).toBe(403);
    expect(
      (await siteApi(ctx, token).create({ name: "No", number_horizontal: 1, number_vertical: 1 })).statusCode,
    ).toBe(403);
  });
});
