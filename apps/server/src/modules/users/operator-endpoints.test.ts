import { randomUUID } from "node:crypto";
import type { AccountKind, AdminRole, Authority, OperatorRole } from "@mekuri/domain";
import { userCsvColumns } from "@mekuri/domain";
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

/**
 * Every operator endpoint of accounts, contracts, plans, admins and API access, called as every
 * kind of operator, against the permission matrix of docs/decisions/003 (copied here on purpose:
 * the test must fail when the code drifts from the record).
 */
const ctx = useTestApp();

const subjects: Record<
  string,
  { at: AccountKind; role: OperatorRole; adminRole?: AdminRole; authority?: Authority }
> = {
  master: { at: "master", role: "MASTER" },
  masterUser: { at: "master", role: "MASTER_USER", adminRole: "editor" },
  oemMaster: { at: "oem_master", role: "OEM_MASTER" },
  oemEditor: { at: "oem_master", role: "SUB_ADMIN", adminRole: "editor" },
  oemViewer: { at: "oem_master", role: "SUB_ADMIN", adminRole: "viewer", authority: "view" },
  oemAdmin: { at: "oem_admin", role: "OEM_ADMIN" },
  user: { at: "user", role: "USER" },
  userEditor: { at: "user", role: "SUB_ADMIN", adminRole: "editor" },
  userViewer: { at: "user", role: "SUB_ADMIN", adminRole: "viewer", authority: "view" },
};
const names = Object.keys(subjects);

// docs/decisions/003, the rows these endpoints use. Columns follow `subjects` above.
const matrix: Record<string, string> = {
  //                  mst mu  om  oe  ov  oa  usr ue  uv
  operator: "Y Y Y Y Y Y Y Y Y",
  "users:view": "Y Y Y Y Y Y . . .",
  "users:manage": "Y Y Y Y . Y . . .",
  "contracts:manage": "Y . Y . . Y . . .",
  "plans:view": "Y Y Y Y Y Y Y Y Y",
  "plans:manage": "Y . . . . . . . .",
  "admins:view": "Y Y Y Y Y Y Y Y Y",
  "admins:manage": "Y . Y . . Y Y . .",
  "apiAccess:manage": "Y . Y . . Y Y . .",
};

/** The endpoint family a subject's account serves (admin.md §7). */
const familyOf: Record<AccountKind, string | null> = {
  master: "master",
  oem_master: "oem-master",
  oem_admin: "oem-admin",
  user: null,
};

const missing = randomUUID();
const validUser = {
  companyName: "Co",
  contactName: "Name",
  email: "new-user@example.com",
  kind: "user",
  parentId: missing,
};
const { kind: _kind, parentId: _parentId, ...validUpdate } = validUser;
const validPlan = {
  name: "Table plan",
  tier: "light",
  price: 1,
  quantitySwipe: 1,
  quantitySite: 1,
  limitAccess: 1,
  limitAccessPrice: 1,
};
const csvHeaderOnly = `${userCsvColumns.join(",")}\n`;

interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  permission: keyof typeof matrix;
  family?: "master" | "oem-master" | "oem-admin" | "oem";
  body?: unknown;
  contentType?: string;
  /** What an allowed caller gets: the requests name nothing that exists, or carry a bad body, so nothing changes. */
  allowed: number;
}

const families = ["master", "oem-master", "oem-admin"] as const;
const endpoints: Endpoint[] = [
  { method: "GET", path: "/user", permission: "operator", allowed: 200 },
  ...families.flatMap((family): Endpoint[] => [
    { method: "GET", path: `/${family}/user`, permission: "users:view", family, allowed: 200 },
    {
      method: "POST",
      path: `/${family}/user`,
      permission: "users:manage",
      family,
      body: validUser,
      allowed: 404,
    },
    { method: "GET", path: `/${family}/user/${missing}`, permission: "users:view", family, allowed: 404 },
    {
      method: "PUT",
      path: `/${family}/user/${missing}`,
      permission: "users:manage",
      family,
      body: validUpdate,
      allowed: 404,
    },
    {
      method: "GET",
      path: `/${family}/user/import/template`,
      permission: "users:view",
      family,
      allowed: 200,
    },
    {
      method: "POST",
      path: `/${family}/user/import`,
      permission: "users:manage",
      family,
      body: csvHeaderOnly,
      contentType: "text/csv",
      allowed: 400,
    },
    {
      method: "PUT",
      path: `/${family}/user/${missing}/status`,
      permission: "contracts:manage",
      family,
      body: { action: "suspend" },
      allowed: 404,
    },
    {
      method: "DELETE",
      path: `/${family}/user/${missing}`,
      permission: "contracts:manage",
      family,
      allowed: 404,
    },
  ]),
  { method: "GET", path: `/user-history/${missing}`, permission: "users:view", allowed: 404 },
  { method: "GET", path: "/plan", permission: "plans:view", allowed: 200 },
  { method: "GET", path: "/master/plan", permission: "plans:manage", allowed: 200 },
  { method: "GET", path: "/master/plan/all", permission: "plans:manage", allowed: 200 },
  { method: "POST", path: "/master/plan", permission: "plans:manage", body: { name: "" }, allowed: 400 },
  {
    method: "PUT",
    path: `/master/plan/${missing}`,
    permission: "plans:manage",
    body: validPlan,
    allowed: 404,
  },
  { method: "DELETE", path: `/master/plan/${missing}`, permission: "plans:manage", allowed: 404 },
  { method: "GET", path: "/oem-master/plan", permission: "users:view", family: "oem", allowed: 200 },
  { method: "GET", path: "/user-plan", permission: "plans:view", allowed: 200 },
  {
    method: "PUT",
    path: `/user-plan/${missing}/status`,
    permission: "contracts:manage",
    body: { planId: missing },
    allowed: 404,
  },
  { method: "GET", path: "/sub-admin", permission: "admins:view", allowed: 200 },
  { method: "POST", path: "/sub-admin", permission: "admins:manage", body: { name: "" }, allowed: 400 },
  {
    method: "PUT",
    path: `/sub-admin/${missing}`,
    permission: "admins:manage",
    body: { name: "A", email: "a@example.com", adminRole: "editor", authority: "edit" },
    allowed: 404,
  },
  { method: "DELETE", path: `/sub-admin/${missing}`, permission: "admins:manage", allowed: 404 },
  { method: "GET", path: `/sub-admin/${missing}/avatar`, permission: "admins:view", allowed: 404 },
  {
    method: "PUT",
    path: `/sub-admin/${missing}/avatar`,
    permission: "admins:manage",
    body: Buffer.from([0x89, 0x50]),
    contentType: "image/png",
    allowed: 404,
  },
  { method: "GET", path: "/api-setting", permission: "apiAccess:manage", allowed: 200 },
  {
    method: "PUT",
    path: "/api-setting",
    permission: "apiAccess:manage",
    body: { enabled: true, method: "ip" },
    allowed: 400,
  },
  { method: "POST", path: "/api-setting/generate-key", permission: "apiAccess:manage", allowed: 200 },
];

const tokens: Record<string, string> = {};

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const oem = await createAccount(ctx, { kind: "oem_master", parent: master });
  const oemAdmin = await createAccount(ctx, { kind: "oem_admin", parent: oem });
  const user = await createAccount(ctx, { kind: "user", parent: oemAdmin });
  const at: Record<AccountKind, { id: string }> = { master, oem_master: oem, oem_admin: oemAdmin, user };
  // Every account may use the API, so the API routes answer by role alone.
  await ctx.database.db
    .update(accounts)
    .set({ permissionGranted: true })
    .where(inArray(accounts.id, [oem.id, oemAdmin.id, user.id]));
  for (const [name, subject] of Object.entries(subjects)) {
    const operator = await createOperator(ctx, { account: at[subject.at], ...subject });
    tokens[name] = (await login(ctx, operator.email)).access_token;
  }
});

const cases = endpoints.flatMap((endpoint) =>
  names.map((who, column) => {
    const subject = subjects[who]!;
    const family = familyOf[subject.at];
    const familyOk =
      !endpoint.family ||
      (endpoint.family === "oem"
        ? subject.at === "oem_master" || subject.at === "oem_admin"
        : endpoint.family === family);
    const permitted = matrix[endpoint.permission]!.split(" ")[column] === "Y";
    return { ...endpoint, who, expected: permitted && familyOk ? endpoint.allowed : 403 };
  }),
);

describe("operator endpoints × roles (docs/decisions/003)", () => {
  it.each(cases)(
    "$method $path as $who → $expected",
    async ({ method, path, body, contentType, who, expected }) => {
      const response = await ctx.app.inject({
        method,
        url: api(path),
        headers: { ...bearer(tokens[who]!), ...(contentType ? { "content-type": contentType } : {}) },
        payload: body as string | object | Buffer | undefined,
      });
      expect(response.statusCode, response.body).toBe(expected);
      if (expected === 403) expect(response.json().code).toBe("FORBIDDEN");
    },
  );

  it("checks every subject in every matrix row", () => {
    for (const row of Object.values(matrix)) expect(row.split(" ")).toHaveLength(names.length);
  });
});
