import type { AccountKind, AdminRole, Authority, OperatorRole } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();

type Tree = Record<
  "master" | "oem" | "oemAdmin" | "user" | "otherOem" | "otherUser",
  { id: string; path: string }
>;
const tree = {} as Tree;
const tokens: Record<string, string> = {};

const subjects: Record<
  string,
  { at: keyof Tree; role: OperatorRole; adminRole?: AdminRole; authority?: Authority }
> = {
  master: { at: "master", role: "MASTER" },
  masterUser: { at: "master", role: "MASTER_USER", adminRole: "editor" },
  oemMaster: { at: "oem", role: "OEM_MASTER" },
  oemAdmin: { at: "oemAdmin", role: "OEM_ADMIN" },
  user: { at: "user", role: "USER" },
  userViewer: { at: "user", role: "SUB_ADMIN", adminRole: "viewer", authority: "view" },
};

beforeAll(async () => {
  const make = (kind: AccountKind, parent?: { id: string; path: string }) =>
    createAccount(ctx, { kind, parent });
  tree.master = await make("master");
  tree.oem = await make("oem_master", tree.master);
  tree.oemAdmin = await make("oem_admin", tree.oem);
  tree.user = await make("user", tree.oemAdmin);
  tree.otherOem = await make("oem_master", tree.master);
  tree.otherUser = await make("user", tree.otherOem);
  for (const [name, subject] of Object.entries(subjects)) {
    const operator = await createOperator(ctx, {
      account: tree[subject.at],
      role: subject.role,
      adminRole: subject.adminRole,
      authority: subject.authority,
    });
    tokens[name] = (await login(ctx, operator.email)).access_token;
  }
});

// Who may read which account: its own always; others only below it, with users:view.
const accountReads: [string, keyof Tree, number][] = [
  ["master", "otherUser", 200],
  ["masterUser", "user", 200],
  ["oemMaster", "oem", 200],
  ["oemMaster", "user", 200],
  ["oemMaster", "otherUser", 404],
  ["oemMaster", "master", 404],
  ["oemAdmin", "user", 200],
  ["oemAdmin", "oem", 404],
  ["user", "user", 200],
  ["user", "oemAdmin", 404],
  ["user", "otherUser", 404],
  ["userViewer", "user", 200],
];

// The mail outbox carries sign-in links: the master's main contact only (decision 030).
const outboxReads: [string, number][] = [
  ["master", 200],
  ["masterUser", 403],
  ["oemMaster", 403],
  ["oemAdmin", 403],
  ["user", 403],
  ["userViewer", 403],
];

describe("access control", () => {
  it.each(accountReads)("%s reading the %s account → %i", async (who, target, status) => {
    const response = await ctx.app.inject({
      method: "GET",
      url: api(`/accounts/${tree[target].id}`),
      headers: bearer(tokens[who]!),
    });
    expect(response.statusCode).toBe(status);
  });

  it.each(outboxReads)("%s reading the mail outbox → %i", async (who, status) => {
    const response = await ctx.app.inject({
      method: "GET",
      url: api("/mail/outbox"),
      headers: bearer(tokens[who]!),
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().code).toBe("FORBIDDEN");
  });

  it("refuses to start when an API route does not say who may call it", async () => {
    const { app } = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    expect(() => app.get("/api/v1/forgotten", async () => ({ ok: true }))).toThrow(
      /must declare config.access/,
    );
    await app.close();
  });

  it("validates ids before looking anything up", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: api("/accounts/not-a-uuid"),
      headers: bearer(tokens.master!),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
  });
});
