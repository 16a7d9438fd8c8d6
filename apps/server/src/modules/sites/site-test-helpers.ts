import { randomUUID } from "node:crypto";
import type { AccountKind, OperatorRole, SiteDocument } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { accounts, plans } from "../../platform/database/schema/index.ts";
import { toCamelKeys } from "../../platform/http/wire-case.ts";
import { fixtureButton, fixtureDetail } from "../../testing/site-fixture.ts";
import {
  api,
  bearer,
  createAccount,
  createOperator,
  login,
  type TestContext,
} from "../../testing/test-app.ts";

/** An account on a default plan (or none) with a logged-in main contact. */
export async function tenant(
  ctx: TestContext,
  input: { parent: { id: string; path: string }; plan?: string; kind?: AccountKind; role?: OperatorRole },
) {
  const account = await createAccount(ctx, { kind: input.kind ?? "user", parent: input.parent });
  if (input.plan) {
    const [plan] = await ctx.database.db.select().from(plans).where(eq(plans.code, input.plan));
    await ctx.database.db.update(accounts).set({ planId: plan!.id }).where(eq(accounts.id, account.id));
  }
  const operator = await createOperator(ctx, { account, role: input.role ?? "USER" });
  const token = (await login(ctx, operator.email)).access_token;
  return { account, token };
}

export function siteApi(ctx: TestContext, token: string) {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: api(path),
      headers: { ...bearer(token), "accept-language": "en" },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    create: (body: object) => call("POST", "/site", body),
    get: (id: string) => call("GET", `/site/${id}`),
    put: (id: string, doc: unknown) => call("PUT", `/site/${id}`, doc),
    publish: (id: string, visibility: "public" | "private") =>
      call("PUT", `/site/${id}/publish`, { visibility }),
  };
}

const image = (name: string) => ({
  type: "IMAGE" as const,
  image: { src: `/media/${name}.jpg`, width: 1080, height: 2128, variants: [] },
  videoUrl: null,
  hlsPath: null,
  poster: null,
});

/** A document with creatives in every cell of its grid, a button and a product on A1. */
export function filledDocument(doc: SiteDocument): SiteDocument {
  const pages: SiteDocument["pages"] = [];
  for (let columnIndex = 0; columnIndex < doc.numberHorizontal; columnIndex++) {
    for (let rowIndex = 0; rowIndex < doc.numberVertical; rowIndex++) {
      const text = `Page ${columnIndex}-${rowIndex}`;
      const each = <T>(make: () => T) => Object.fromEntries(doc.languages.map((lang) => [lang, make()]));
      pages.push({
        columnIndex,
        rowIndex,
        media: image(`cell-${columnIndex}-${rowIndex}`),
        thumbnail: null,
        membersOnlyLock: false,
        backgroundMusicUrl: null,
        chatbotScript: null,
        details: each(() => fixtureDetail(text)),
        buttons: each(() =>
          columnIndex === 0 && rowIndex === 0 ? [{ ...fixtureButton("Contact us"), id: randomUUID() }] : [],
        ),
        products: {},
        links: {},
      });
    }
  }
  return { ...doc, pages };
}

/** The wire sends snake_case; tests read documents in camelCase as the schemas see them. */
export const asDocument = (body: unknown) => toCamelKeys(body) as SiteDocument;
