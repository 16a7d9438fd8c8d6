import type { AccountKind, AdminRole, Authority, OperatorRole } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { type App, type AppOptions, apiBasePath, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../platform/database/database.ts";
import { accounts, operators } from "../platform/database/schema/index.ts";
import type { MailTransport } from "../platform/mail/mail-transport.ts";
import { hashPassword } from "../platform/security/passwords.ts";
import { createTestDatabase } from "./test-database.ts";

export const testPassword = "Secret-pass1";

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
}

/** One app on a fresh database for the test file; closed after it. */
export function useTestApp(
  options: {
    env?: Record<string, string>;
    mailTransport?: MailTransport;
    loadViewerRenderer?: AppOptions["loadViewerRenderer"];
    /** Another analytics store than the configured one (the ClickHouse runs of the analytics tests). */
    analytics?: (database: Database) => AppOptions["analytics"];
    adminDir?: string;
  } = {},
) {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      // A test's own work (seeding the embedded database) holds the loop, not load; the
      // load-shedding tests set their own limits.
      SHED_EVENT_LOOP_DELAY_MS: "0",
      ...options.env,
    });
    ({ app: context.app } = await buildApp({
      config: context.config,
      database: context.database,
      logger: options.env?.LOG_LEVEL ? { level: options.env.LOG_LEVEL } : false,
      mailTransport: options.mailTransport,
      loadViewerRenderer: options.loadViewerRenderer,
      analytics: options.analytics?.(context.database),
      adminDir: options.adminDir,
    }));
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

export async function createAccount(
  ctx: TestContext,
  input: {
    kind: AccountKind;
    parent?: { id: string; path: string };
    companyName?: string;
    contractStatus?: string;
  },
) {
  const [row] = await ctx.database.db
    .insert(accounts)
    .values({
      kind: input.kind,
      parentId: input.parent?.id ?? null,
      path: "pending",
      companyName: input.companyName ?? `${input.kind} company`,
      contractStatus: input.contractStatus ?? "active",
    })
    .returning();
  const path = `${input.parent?.path ?? "/"}${row!.id}/`;
  await ctx.database.db.update(accounts).set({ path }).where(eq(accounts.id, row!.id));
  return { id: row!.id, path };
}

let operatorCounter = 0;
export async function createOperator(
  ctx: TestContext,
  input: {
    account: { id: string };
    role: OperatorRole;
    adminRole?: AdminRole;
    authority?: Authority;
    mustChangePassword?: boolean;
    email?: string;
    password?: string;
  },
) {
  operatorCounter += 1;
  const email = input.email ?? `operator${operatorCounter}-${Date.now()}@example.com`;
  const [row] = await ctx.database.db
    .insert(operators)
    .values({
      accountId: input.account.id,
      email,
      name: `Operator ${operatorCounter}`,
      passwordHash: await hashPassword(input.password ?? testPassword),
      role: input.role,
      adminRole: input.adminRole ?? "main_contact",
      authority: input.authority ?? "edit",
      mustChangePassword: input.mustChangePassword ?? false,
    })
    .returning();
  return { id: row!.id, email, password: input.password ?? testPassword };
}

export async function login(ctx: TestContext, email: string, password = testPassword) {
  const response = await ctx.app.inject({
    method: "POST",
    url: `${apiBasePath}/auth/login`,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access_token: string; refresh_token: string; user: Record<string, unknown> };
}

export const api = (path: string) => `${apiBasePath}${path}`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
