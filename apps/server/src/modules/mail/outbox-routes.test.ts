import type { AdminRole, Authority, OperatorRole } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

// No SMTP: mail is kept in the outbox, the embedded default.
const ctx = useTestApp({ env: { PUBLIC_URL: "https://console.example.com" } });

type Place = "master" | "oem" | "oemAdmin" | "user";
const others: Record<string, { at: Place; role: OperatorRole; adminRole: AdminRole; authority: Authority }> =
  {
    masterStaffEditorEdit: { at: "master", role: "MASTER_USER", adminRole: "editor", authority: "edit" },
    masterStaffEditorView: { at: "master", role: "MASTER_USER", adminRole: "editor", authority: "view" },
    masterStaffViewerEdit: { at: "master", role: "MASTER_USER", adminRole: "viewer", authority: "edit" },
    masterStaffViewerView: { at: "master", role: "MASTER_USER", adminRole: "viewer", authority: "view" },
    oemMaster: { at: "oem", role: "OEM_MASTER", adminRole: "main_contact", authority: "edit" },
    oemStaff: { at: "oem", role: "SUB_ADMIN", adminRole: "editor", authority: "edit" },
    oemAdmin: { at: "oemAdmin", role: "OEM_ADMIN", adminRole: "main_contact", authority: "edit" },
    oemAdminStaff: { at: "oemAdmin", role: "SUB_ADMIN", adminRole: "viewer", authority: "view" },
    user: { at: "user", role: "USER", adminRole: "main_contact", authority: "edit" },
    userEditor: { at: "user", role: "SUB_ADMIN", adminRole: "editor", authority: "edit" },
    userViewer: { at: "user", role: "SUB_ADMIN", adminRole: "viewer", authority: "view" },
  };
const tokens: Record<string, string> = {};
let master: { email: string };

beforeAll(async () => {
  const places = {} as Record<Place, { id: string; path: string }>;
  places.master = await createAccount(ctx, { kind: "master" });
  places.oem = await createAccount(ctx, { kind: "oem_master", parent: places.master });
  places.oemAdmin = await createAccount(ctx, { kind: "oem_admin", parent: places.oem });
  places.user = await createAccount(ctx, { kind: "user", parent: places.oemAdmin });
  master = await createOperator(ctx, { account: places.master, role: "MASTER" });
  tokens.master = (await login(ctx, master.email)).access_token;
  for (const [name, subject] of Object.entries(others)) {
    const operator = await createOperator(ctx, { ...subject, account: places[subject.at] });
    tokens[name] = (await login(ctx, operator.email)).access_token;
  }
  // The attack of issue 12: staff ask a reset link for the master's main contact.
  const forgot = await ctx.app.inject({
    method: "POST",
    url: api("/auth/forgot-password"),
    payload: { email: master.email },
  });
  expect(forgot.statusCode).toBe(200);
});

async function readOutbox(token: string) {
  return ctx.app.inject({ method: "GET", url: api("/mail/outbox"), headers: bearer(token) });
}

async function resetMail() {
  const list = (await readOutbox(tokens.master!)).json();
  const mail = list.items.find((item: { to_address: string }) => item.to_address === master.email);
  if (!mail) throw new Error("no reset mail in the outbox");
  return mail as { id: string; body: string; has_link: boolean };
}

describe("mail outbox access", () => {
  it.each(Object.keys(others))("refuses the outbox and its links to %s", async (who) => {
    const listed = await readOutbox(tokens[who]!);
    expect(listed.statusCode).toBe(403);
    expect(listed.json().code).toBe("FORBIDDEN");
    const opened = await ctx.app.inject({
      method: "POST",
      url: api(`/mail/outbox/${(await resetMail()).id}/link`),
      headers: bearer(tokens[who]!),
    });
    expect(opened.statusCode).toBe(403);
    expect(opened.body).not.toContain("token=");
  });

  it("lists kept mail to the master's main contact with the reset link masked", async () => {
    const listed = await readOutbox(tokens.master!);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().keeps_mail).toBe(true);
    expect(listed.body).not.toMatch(/token=[^…]/);
    const mail = await resetMail();
    expect(mail.has_link).toBe(true);
    expect(mail.body).toContain("https://console.example.com/new-password?token=…");
  });

  it("opens the link for the master's main contact, and the link resets the password", async () => {
    const mail = await resetMail();
    const opened = await ctx.app.inject({
      method: "POST",
      url: api(`/mail/outbox/${mail.id}/link`),
      headers: bearer(tokens.master!),
    });
    expect(opened.statusCode).toBe(200);
    const url = new URL(opened.json().url);
    expect(url.origin + url.pathname).toBe("https://console.example.com/new-password");
    const verified = await ctx.app.inject({
      method: "POST",
      url: api("/auth/verify-token"),
      payload: { token: url.searchParams.get("token") },
    });
    expect(verified.json()).toEqual({ valid: true, email: master.email });
  });

  it("answers 404 for a mail that carries no link", async () => {
    const opened = await ctx.app.inject({
      method: "POST",
      url: api("/mail/outbox/00000000-0000-4000-8000-000000000000/link"),
      headers: bearer(tokens.master!),
    });
    expect(opened.statusCode).toBe(404);
  });
});
