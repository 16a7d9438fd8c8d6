import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

const ctx = useTestApp();
const plan = { settingFormContact: true, settingPopupCta: true, poweredBy: false };
let siteId: string;
let draftSiteId: string;
let owner: string;
let viewer: string;
let stranger: string;
let oemMaster: string;

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  const oem = await createAccount(ctx, { kind: "oem_master", parent: root });
  const account = await createAccount(ctx, { kind: "user", parent: oem });
  const other = await createAccount(ctx, { kind: "user", parent: root });
  siteId = await insertSiteDraft(ctx.database.db, siteFixture(account.id));
  await publishSite(ctx.database.db, siteId, "PUBLISH", plan);
  draftSiteId = await insertSiteDraft(ctx.database.db, siteFixture(account.id));
  const token = async (input: Parameters<typeof createOperator>[1]) =>
    (await login(ctx, (await createOperator(ctx, input)).email)).access_token;
  owner = await token({ account, role: "USER" });
  viewer = await token({ account, role: "SUB_ADMIN", adminRole: "viewer" });
  stranger = await token({ account: other, role: "USER" });
  oemMaster = await token({ account: oem, role: "OEM_MASTER" });
});

afterEach(() => {
  vi.useRealTimers();
});

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  title: "Summer sale",
  news_url: "https://example.com/sale",
  content: "Half price until Sunday 🎉",
  image_url: "/media/sites/notice.jpg",
  publication_type: "instant",
  start_date: null,
  end_date: inFuture(86_400_000),
  status: "publish",
  ...over,
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: api(path),
    headers: { ...(token ? bearer(token) : {}), "accept-language": "en" },
    ...(payload === undefined ? {} : { payload }),
  });
const publicList = async (id = siteId) =>
  (await call("GET", `/end-user/noti_delivery?site_id=${id}&skip=1&take=1000&status=publish`)).json();

describe("notification delivery: create, list, edit, delete", () => {
  it("creates, reads, lists by status, edits and deletes a site's notification", async () => {
    const created = await call("POST", `/site/${siteId}/noti_delivery`, owner, body());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      title: "Summer sale",
      status: "publish",
      display_status: "public",
    });
    await call("POST", `/site/${siteId}/noti_delivery`, owner, body({ title: "Draft", status: "draft" }));

    const list = async (status: string) =>
      (await call("GET", `/site/${siteId}/noti_delivery?status=${status}`, owner))
        .json()
        .items.map((i: { title: string }) => i.title);
    expect(await list("all")).toEqual(expect.arrayContaining(["Summer sale", "Draft"]));
    expect(await list("public")).toEqual(["Summer sale"]);
    expect(await list("draft")).toEqual(["Draft"]);
    expect(await list("expired")).toEqual([]);

    const detail = await call("GET", `/site/${siteId}/noti_delivery/${id}`, owner);
    expect(detail.json().content).toBe("Half price until Sunday 🎉");
    const edited = await call(
      "PUT",
      `/site/${siteId}/noti_delivery/${id}`,
      owner,
      body({ status: "unpublish" }),
    );
    expect(edited.json().display_status).toBe("unpublic");
    expect(await list("unpublic")).toEqual(["Summer sale"]);

    expect((await call("DELETE", `/site/${siteId}/noti_delivery/${id}`, owner)).statusCode).toBe(200);
    expect((await call("GET", `/site/${siteId}/noti_delivery/${id}`, owner)).statusCode).toBe(404);
  });

  it("lets an OEM master deliver to a site below it", async () => {
    const created = await call(
      "POST",
      `/site/${siteId}/noti_delivery`,
      oemMaster,
      body({ title: "From OEM" }),
    );
    expect(created.statusCode).toBe(201);
  });

  it("refuses a viewer (403), another tree's operator (404) and an anonymous caller (401)", async () => {
    expect((await call("POST", `/site/${siteId}/noti_delivery`, viewer, body())).statusCode).toBe(403);
    expect((await call("GET", `/site/${siteId}/noti_delivery`, viewer)).statusCode).toBe(403);
    expect((await call("GET", `/site/${siteId}/noti_delivery`, stranger)).statusCode).toBe(404);
    expect((await call("POST", `/site/${siteId}/noti_delivery`, stranger, body())).statusCode).toBe(404);
    expect((await call("GET", `/site/${siteId}/noti_delivery`)).statusCode).toBe(401);
  });
});

describe("notification delivery: bad input", () => {
  const fieldsOf = async (payload: object) => {
    const response = await call("POST", `/site/${siteId}/noti_delivery`, owner, payload);
    expect(response.statusCode).toBe(400);
    return response.json().fields.map((f: { path: string; message: string }) => `${f.path}: ${f.message}`);
  };

  it("names each field with its message", async () => {
    expect(await fieldsOf(body({ content: "x".repeat(121) }))).toEqual([
      "content: Enter at most 120 characters.",
    ]);
    expect(await fieldsOf(body({ title: "x".repeat(51) }))).toEqual(["title: Enter at most 50 characters."]);
    expect((await fieldsOf(body({ news_url: "not a url" })))[0]).toMatch(/^news_url: /);
    expect(await fieldsOf(body({ publication_type: "scheduled", start_date: null }))).toEqual([
      "start_date: A scheduled item needs a start date.",
    ]);
    expect(await fieldsOf(body({ start_date: inFuture(7_200_000), end_date: inFuture(3_600_000) }))).toEqual([
      "end_date: The end date must be after the start date.",
    ]);
    expect(await fieldsOf(body({ end_date: inFuture(-60_000) }))).toEqual([
      "end_date: The end date must be in the future.",
    ]);
  });

  it("accepts 120 emoji, counted as a person counts them", async () => {
    const response = await call(
      "POST",
      `/site/${siteId}/noti_delivery`,
      owner,
      body({ content: "👨‍👩‍👧".repeat(120) }),
    );
    expect(response.statusCode).toBe(201);
    await call("DELETE", `/site/${siteId}/noti_delivery/${response.json().id}`, owner);
  });

  it("refuses a notification image that is not an image, by declared type and by content", async () => {
    const urls = (files: object[]) => call("POST", "/site/generate-urls", owner, { site_id: siteId, files });
    const video = await urls([
      { name: "clip.mp4", content_type: "video/mp4", size: 1000, purpose: "notification" },
    ]);
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toEqual([
      "clip.mp4: this type of file is not accepted here. Use JPG, JPEG, PNG, GIF, BMP, TIFF, WEBP, JFIF, HEIC, SVG.",
    ]);
    const body = Buffer.from("this is not a picture at all");
    const declared = await urls([
      { name: "notes.png", content_type: "image/png", size: body.length, purpose: "notification" },
    ]);
    const [target] = declared.json().uploads as { url: string }[];
    const stored = await ctx.app.inject({
      method: "PUT",
      url: target!.url,
      headers: { "content-type": "image/png", "accept-language": "en" },
      payload: body,
    });
    expect(stored.statusCode).toBe(400);
    expect(stored.json().message).toContain("notes.png");
  });

  it("keeps the saved item when an edit is refused", async () => {
    const id = (await call("POST", `/site/${siteId}/noti_delivery`, owner, body({ title: "Keep me" }))).json()
      .id;
    const refused = await call(
      "PUT",
      `/site/${siteId}/noti_delivery/${id}`,
      owner,
      body({ content: "y".repeat(121) }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await call("GET", `/site/${siteId}/noti_delivery/${id}`, owner)).json()).toMatchObject({
      title: "Keep me",
      content: "Half price until Sunday 🎉",
    });
    await call("DELETE", `/site/${siteId}/noti_delivery/${id}`, owner);
  });
});

describe("GET /end-user/noti_delivery", () => {
  it("shows a scheduled item exactly from its start to its end, and never a draft", async () => {
    const start = new Date(Date.now() + 60_000);
    const end = new Date(start.getTime() + 60_000);
    const scheduled = body({
      title: "Scheduled",
      publication_type: "scheduled",
      start_date: start.toISOString(),
      end_date: end.toISOString(),
    });
    const id = (await call("POST", `/site/${siteId}/noti_delivery`, owner, scheduled)).json().id;
    await call(
      "POST",
      `/site/${siteId}/noti_delivery`,
      owner,
      body({ title: "Hidden draft", status: "draft" }),
    );
    const titles = async () => (await publicList()).items.map((i: { title: string }) => i.title);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start.getTime() - 1);
    expect(await titles()).not.toContain("Scheduled");
    vi.setSystemTime(start);
    expect(await titles()).toContain("Scheduled");
    vi.setSystemTime(end);
    expect(await titles()).toContain("Scheduled");
    vi.setSystemTime(end.getTime() + 1);
    expect(await titles()).not.toContain("Scheduled");
    expect(await titles()).not.toContain("Hidden draft");
    vi.useRealTimers();
    await call("DELETE", `/site/${siteId}/noti_delivery/${id}`, owner);
  });

  it("shows a change at once, cache or not", async () => {
    const before = (await publicList()).items.length;
    const id = (await call("POST", `/site/${siteId}/noti_delivery`, owner, body({ title: "Fresh" }))).json()
      .id;
    expect((await publicList()).items.map((i: { title: string }) => i.title)).toContain("Fresh");
    await call("DELETE", `/site/${siteId}/noti_delivery/${id}`, owner);
    expect((await publicList()).items).toHaveLength(before);
  });

  it("gives the preview the draft's notifications, drafts included, without a public 404", async () => {
    await call(
      "POST",
      `/site/${draftSiteId}/noti_delivery`,
      owner,
      body({ title: "Preview draft", status: "draft" }),
    );
    const preview = await call("GET", `/preview/site/${draftSiteId}/noti_delivery`, owner);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().items.map((i: { title: string }) => i.title)).toEqual(["Preview draft"]);
    expect((await call("GET", `/preview/site/${draftSiteId}/noti_delivery`, stranger)).statusCode).toBe(404);
  });
});
