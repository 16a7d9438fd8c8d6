import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { notifyAccount } from "./notify.ts";

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let userAccountId: string;

const token = async (name: string, input: Parameters<typeof createOperator>[1]) => {
  tokens[name] = (await login(ctx, (await createOperator(ctx, input)).email)).access_token;
};

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  const oem = await createAccount(ctx, { kind: "oem_master", parent: root });
  const oemAdmin = await createAccount(ctx, { kind: "oem_admin", parent: oem });
  const user = await createAccount(ctx, { kind: "user", parent: oemAdmin });
  const otherOem = await createAccount(ctx, { kind: "oem_master", parent: root });
  const otherUser = await createAccount(ctx, { kind: "user", parent: otherOem });
  userAccountId = user.id;
  await token("master", { account: root, role: "MASTER" });
  await token("masterUser", { account: root, role: "MASTER_USER", adminRole: "editor" });
  await token("oemMaster", { account: oem, role: "OEM_MASTER" });
  await token("oemAdmin", { account: oemAdmin, role: "OEM_ADMIN" });
  await token("user", { account: user, role: "USER" });
  await token("otherOemMaster", { account: otherOem, role: "OEM_MASTER" });
  await token("otherUser", { account: otherUser, role: "USER" });
});

afterEach(() => {
  vi.useRealTimers();
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  who?: string,
  payload?: object,
  lang = "en",
) =>
  ctx.app.inject({
    method,
    url: api(path),
    headers: { ...(who ? bearer(tokens[who]!) : {}), "accept-language": lang },
    ...(payload === undefined ? {} : { payload }),
  });
const send = (who: string, over: Record<string, unknown> = {}) =>
  call("POST", "/system_noti", who, {
    title: "Maintenance",
    content: "The console stops for ten minutes tonight.",
    targets: ["oem_user"],
    publication_type: "instant",
    ...over,
  });
const show = async (who: string, query = "") => (await call("GET", `/system_noti/show${query}`, who)).json();
const titlesOf = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);

describe("system notifications: audience", () => {
  it("reaches the targeted groups of the sender's tree only", async () => {
    const created = await send("master", { title: "To OEM users" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ targets: ["oem_user"], display_status: "public", read_count: 0 });
    expect(titlesOf(await show("user"))).toContain("To OEM users");
    expect(titlesOf(await show("otherUser"))).toContain("To OEM users");
    expect(titlesOf(await show("oemAdmin"))).not.toContain("To OEM users");
    expect(titlesOf(await show("masterUser"))).not.toContain("To OEM users");

    await send("oemMaster", { title: "OEM tree only", targets: ["oem_admin", "oem_user"] });
    expect(titlesOf(await show("user"))).toContain("OEM tree only");
    expect(titlesOf(await show("oemAdmin"))).toContain("OEM tree only");
    expect(titlesOf(await show("otherUser"))).not.toContain("OEM tree only");
    expect(titlesOf(await show("oemMaster"))).not.toContain("OEM tree only");
  });

  it("refuses an empty target list and a group the sender may not address, under targets", async () => {
    const empty = await send("master", { targets: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ path: "targets", message: "Choose at least one target." }]);
    const above = await send("oemMaster", { targets: ["master_user"] });
    expect(above.statusCode).toBe(400);
    expect(above.json().fields).toEqual([
      { path: "targets", message: "You cannot send notifications to master_user." },
    ]);
  });

  it("refuses senders without the permission (403) and anonymous callers (401)", async () => {
    expect((await send("user")).statusCode).toBe(403);
    expect((await send("oemAdmin")).statusCode).toBe(403);
    expect((await call("GET", "/system_noti", "user")).statusCode).toBe(403);
    expect((await call("GET", "/system_noti/show")).statusCode).toBe(401);
  });

  it("shows a scheduled notification from its start on", async () => {
    const start = new Date(Date.now() + 60_000);
    await send("master", {
      title: "Scheduled",
      publication_type: "scheduled",
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 60_000).toISOString(),
    });
    expect(titlesOf(await show("user"))).not.toContain("Scheduled");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    expect(titlesOf(await show("user"))).toContain("Scheduled");
  });
});

describe("system notifications: the sender's calls", () => {
  it("lists, reads, changes and deletes what the sender's account sent, and nobody else's", async () => {
    const id = (await send("oemMaster", { title: "Editable", targets: ["oem_admin"] })).json().id;
    expect(titlesOf((await call("GET", "/system_noti", "oemMaster")).json())).toContain("Editable");
    expect(titlesOf((await call("GET", "/system_noti", "otherOemMaster")).json())).not.toContain("Editable");
    expect((await call("GET", `/system_noti/${id}`, "otherOemMaster")).statusCode).toBe(404);
    expect((await call("DELETE", `/system_noti/${id}`, "otherOemMaster")).statusCode).toBe(404);

    const changed = await call("PUT", `/system_noti/${id}`, "oemMaster", {
      title: "Edited",
      content: "",
      targets: ["oem_admin", "oem_user"],
      publication_type: "instant",
    });
    expect(changed.json()).toMatchObject({ title: "Edited", targets: ["oem_admin", "oem_user"] });
    expect((await call("GET", `/system_noti/${id}`, "oemMaster")).json().title).toBe("Edited");
    expect((await call("DELETE", `/system_noti/${id}`, "oemMaster")).statusCode).toBe(200);
    expect((await call("GET", `/system_noti/${id}`, "oemMaster")).statusCode).toBe(404);
    expect(titlesOf(await show("oemAdmin"))).not.toContain("Edited");
  });
});

describe("system notifications: read marks", () => {
  it("marks chosen ids read, ignores others' and unknown ids, and marks all", async () => {
    const a = (await send("master", { title: "Read A", targets: ["oem_admin"] })).json().id;
    await send("master", { title: "Read B", targets: ["oem_admin"] });
    const hidden = (await send("otherOemMaster", { title: "Not theirs", targets: ["oem_admin"] })).json().id;
    const before = (await show("oemAdmin")).unread;
    expect(before).toBeGreaterThanOrEqual(2);

    const marked = await call("PUT", "/system_noti/mark_as_read", "oemAdmin", {
      noti_ids: [a, hidden, "6f1c2d3e-0000-4000-8000-000000000000"],
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().unread).toBe(before - 1);
    const page = await show("oemAdmin");
    expect(page.items.find((i: { id: string }) => i.id === a).read).toBe(true);
    expect(page.items.find((i: { title: string }) => i.title === "Read B").read).toBe(false);
    expect((await call("GET", `/system_noti/${a}`, "master")).json().read_count).toBe(1);

    expect((await call("PUT", "/system_noti/mark_as_read", "oemAdmin", { all: true })).json().unread).toBe(0);
    expect((await show("oemAdmin")).items.every((i: { read: boolean }) => i.read)).toBe(true);
  });

  it("pages the list and counts unread over all pages", async () => {
    for (const n of [1, 2, 3]) await send("master", { title: `Page ${n}`, targets: ["master_user"] });
    const first = await show("masterUser", "?page=1&size=2");
    const second = await show("masterUser", "?page=2&size=2");
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    expect(first.unread).toBe(3);
    expect([...titlesOf(first), ...titlesOf(second)]).toEqual(["Page 3", "Page 2", "Page 1"]);
  });

  it("shows an operator who joins later the older items as read", async () => {
    await send("master", { title: "Before joining", targets: ["oem_user"] });
    await token("newcomer", { account: { id: userAccountId }, role: "SUB_ADMIN", adminRole: "editor" });
    const page = await show("newcomer");
    expect(titlesOf(page)).toContain("Before joining");
    expect(page.unread).toBe(0);
    expect(page.items.every((i: { read: boolean }) => i.read)).toBe(true);
    await send("master", { title: "After joining", targets: ["oem_user"] });
    expect((await show("newcomer")).unread).toBe(1);
  });
});

describe("notifyAccount", () => {
  it("tells one account's operators in their own language, not the accounts around it", async () => {
    await notifyAccount(ctx.database.db, userAccountId, "paymentFailed", { month: "2026-05" });
    const english = await show("user");
    expect(english.items[0]).toMatchObject({
      title: "Payment failed",
      content: "The payment for 2026-05 failed. Please check your payment method.",
      read: false,
    });
    const japanese = (await call("GET", "/system_noti/show", "user", undefined, "ja")).json();
    expect(japanese.items[0].title).toBe("お支払いに失敗しました");
    expect(titlesOf(await show("otherUser"))).not.toContain("Payment failed");
    expect(titlesOf(await show("oemAdmin"))).not.toContain("Payment failed");
  });

  it("shows an event that takes effect later (a plan change on the 1st) from that moment on", async () => {
    const from = new Date(Date.now() + 60_000);
    await notifyAccount(
      ctx.database.db,
      userAccountId,
      "planChange",
      { plan: "Pro", date: "2026-12-01" },
      {
        visibleFrom: from,
      },
    );
    expect(titlesOf(await show("user"))).not.toContain("Plan change in effect");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(from);
    const page = await show("user");
    expect(page.items[0]).toMatchObject({
      title: "Plan change in effect",
      content: "Your plan is Pro from 2026-12-01.",
    });
  });
});
