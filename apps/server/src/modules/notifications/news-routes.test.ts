import { beforeAll, describe, expect, it } from "vitest";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  const oem = await createAccount(ctx, { kind: "oem_master", parent: root });
  const user = await createAccount(ctx, { kind: "user", parent: oem });
  const otherOem = await createAccount(ctx, { kind: "oem_master", parent: root });
  const otherUser = await createAccount(ctx, { kind: "user", parent: otherOem });
  const token = async (name: string, input: Parameters<typeof createOperator>[1]) => {
    tokens[name] = (await login(ctx, (await createOperator(ctx, input)).email)).access_token;
  };
  await token("master", { account: root, role: "MASTER" });
  await token("oemMaster", { account: oem, role: "OEM_MASTER" });
  await token("user", { account: user, role: "USER" });
  await token("userViewer", { account: user, role: "SUB_ADMIN", adminRole: "viewer" });
  await token("otherUser", { account: otherUser, role: "USER" });
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, who?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: api(path),
    headers: { ...(who ? bearer(tokens[who]!) : {}), "accept-language": "en" },
    ...(payload === undefined ? {} : { payload }),
  });
const write = (who: string, over: Record<string, unknown> = {}) =>
  call("POST", "/news", who, {
    title: "New feature",
    news_url: "https://example.com/news",
    content: "Swipe analytics now export to PDF.",
    image_url: "",
    publication_type: "instant",
    status: "publish",
    ...over,
  });
const feed = async (who: string) => (await call("GET", "/news/show", who)).json();
const titlesOf = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);

describe("latest information", () => {
  it("shows the master's news to the users below, newest first, unread marked", async () => {
    await write("master", { title: "First" });
    await write("master", { title: "Second" });
    await write("master", { title: "Draft news", status: "draft" });
    const page = await feed("user");
    expect(titlesOf(page)).toEqual(["Second", "First"]);
    expect(page.unread).toBe(2);
    expect(page.items.every((i: { read: boolean }) => !i.read)).toBe(true);
    expect(titlesOf(await feed("userViewer"))).toEqual(["Second", "First"]);
  });

  it("marks an item read when its reader opens it", async () => {
    const first = (await feed("user")).items.find((i: { title: string }) => i.title === "First");
    const detail = await call("GET", `/news/show/${first.id}`, "user");
    expect(detail.json()).toMatchObject({ title: "First", read: true });
    const page = await feed("user");
    expect(page.unread).toBe(1);
    expect(page.items.find((i: { id: string }) => i.id === first.id).read).toBe(true);
    expect((await call("PUT", "/news/mark_as_read", "user", { all: true })).json().unread).toBe(0);
  });

  it("keeps an OEM master's news inside its own tree", async () => {
    await write("oemMaster", { title: "OEM news" });
    expect(titlesOf(await feed("user"))).toContain("OEM news");
    expect(titlesOf(await feed("otherUser"))).not.toContain("OEM news");
    expect(titlesOf(await feed("master"))).not.toContain("OEM news");
  });

  it("lets only the writing account list, change and delete its news", async () => {
    const id = (await write("oemMaster", { title: "Editable" })).json().id;
    expect(titlesOf((await call("GET", "/news?status=public", "oemMaster")).json())).toContain("Editable");
    expect((await call("GET", `/news/${id}`, "master")).statusCode).toBe(404);
    const changed = await call("PUT", `/news/${id}`, "oemMaster", {
      title: "Unpublished",
      content: "",
      publication_type: "instant",
      status: "unpublish",
    });
    expect(changed.json().display_status).toBe("unpublic");
    expect(titlesOf(await feed("user"))).not.toContain("Unpublished");
    expect((await call("DELETE", `/news/${id}`, "oemMaster")).statusCode).toBe(200);
    expect((await call("GET", `/news/${id}`, "oemMaster")).statusCode).toBe(404);
  });

  it("refuses writers without the permission and news of another reader", async () => {
    expect((await write("user")).statusCode).toBe(403);
    expect((await call("GET", "/news", "userViewer")).statusCode).toBe(403);
    const oemOnly = (await write("oemMaster", { title: "Private to OEM tree" })).json().id;
    expect((await call("GET", `/news/show/${oemOnly}`, "otherUser")).statusCode).toBe(404);
    expect((await call("GET", "/news/show")).statusCode).toBe(401);
  });

  it("names the field of bad input", async () => {
    const response = await write("master", { content: "あ".repeat(121), news_url: "javascript:alert(1)" });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(["content", "news_url"]);
  });
});
