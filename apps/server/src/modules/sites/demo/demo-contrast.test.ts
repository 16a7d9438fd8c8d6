import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { contrastRatio, minimumTextContrast } from "@mekuri/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../../../platform/storage/object-storage.ts";
import { api, createAccount, useTestApp } from "../../../testing/test-app.ts";
import { createDemoSite } from "./demo-site.ts";

const ctx = useTestApp();
let mediaDir: string;
let siteId: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), "demo-media-"));
  const account = await createAccount(ctx, { kind: "master" });
  const flags = { settingFormContact: true, settingPopupCta: true, poweredBy: false };
  siteId = await createDemoSite(ctx.database.db, createLocalStorage(mediaDir), account.id, flags);
}, 120_000);
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const pairs: [string, unknown, unknown][] = [];

/** Every text colour the demo sets on a fill of its own, wherever it sits in the published site. */
function collect(node: unknown, where: string) {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) collect(item, `${where}[${i}]`);
    return;
  }
  if (!node || typeof node !== "object") return;
  const o = node as Json;
  if (o.button_type === "TEXT")
    pairs.push([`${where} ${o.button_text}`, o.button_text_color, o.button_color]);
  // A link button shows with its words (pages, products) or as the popup's arrow.
  if (o.link_button_color && (o.link_button_text || "link_url" in o))
    pairs.push([`${where} link button`, o.link_text_color, o.link_button_color]);
  for (const [key, value] of Object.entries(o)) collect(value, `${where}.${key}`);
}

describe("the demo site's colours", () => {
  it("give every button's text at least the AA contrast (4.5:1) on its fill", async () => {
    for (const lang of ["ja", "en"]) {
      const snapshot = (
        await ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}?lang=${lang}`) })
      ).json();
      collect(snapshot, lang);
    }
    expect(pairs.length).toBeGreaterThan(5);
    const failing = pairs
      .map(([where, text, fill]) => ({ where, ratio: contrastRatio(String(text), String(fill)) ?? 0 }))
      .filter((pair) => pair.ratio < minimumTextContrast);
    expect(failing).toEqual([]);
  });
});
