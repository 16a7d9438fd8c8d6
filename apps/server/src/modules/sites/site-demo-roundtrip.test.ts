import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { createLocalStorage } from "../../platform/storage/object-storage.ts";
import { createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { createDemoSite } from "./demo/demo-site.ts";
import { siteApi } from "./site-test-helpers.ts";

const ctx = useTestApp();
/** The demo site uses every kind of content: the builder must open it and save it without loss. */
it("opens the demo site in the builder and saves it back unchanged", async () => {
  const mediaDir = await mkdtemp(path.join(tmpdir(), "demo-media-"));
  const account = await createAccount(ctx, { kind: "master" });
  const op = await createOperator(ctx, { account, role: "MASTER" });
  const token = (await login(ctx, op.email)).access_token;
  const flags = { settingFormContact: true, settingPopupCta: true, poweredBy: false };
  const id = await createDemoSite(ctx.database.db, createLocalStorage(mediaDir), account.id, flags);
  const got = await siteApi(ctx, token).get(id);
  expect(got.statusCode, got.body.slice(0, 2000)).toBe(200);
  const put = await siteApi(ctx, token).put(id, got.json());
  expect(put.statusCode, put.body.slice(0, 3000)).toBe(200);
  const { updated_at: _before, ...loaded } = got.json();
  const { updated_at: _after, ...saved } = put.json();
  expect(saved).toEqual(loaded);
  await rm(mediaDir, { recursive: true, force: true });
}, 180_000);
