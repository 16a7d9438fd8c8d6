import type { ViewerServerEntry } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { siteFixture } from "../../testing/site-fixture.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";
import { rendererFrom } from "./viewer-renderer.ts";

// A URL, not a literal path: the viewer's files are typechecked by the viewer, with the DOM's types.
const viewerSource = new URL("../../../../viewer/src/entry-server.tsx", import.meta.url).pathname;
const ctx = useTestApp({
  env: { LOG_LEVEL: "error" },
  loadViewerRenderer: async () =>
    rendererFrom((await import(/* @vite-ignore */ viewerSource)) as ViewerServerEntry, {
      scripts: ["/viewer/assets/entry.js"],
      css: ".entry{}",
      preloads: [],
      pages: { css: ".mk-sp{}", preloads: ["/viewer/assets/pages.js"] },
    }),
});
let siteId: string;

beforeAll(async () => {
  const account = await createAccount(ctx, { kind: "user" });
  siteId = await insertSiteDraft(ctx.database.db, siteFixture(account.id));
  await publishSite(ctx.database.db, siteId, "PUBLISH", {
    settingFormContact: true,
    settingPopupCta: true,
    poweredBy: false,
  });
});

const onSiteOrigin = (path: string) =>
  ctx.app.inject({ method: "GET", url: path, headers: { host: `${siteId}.sites.localhost:3000` } });

const inlined = (html: string) =>
  JSON.parse(/id="mekuri-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "null");

describe("special pages of a public site", () => {
  it("serves register, login, contact, forms and their success pages with the site's head and the page's name", async () => {
    const titles: Record<string, string> = {
      register: "フィクスチャ | 会員登録",
      "register-success": "フィクスチャ | 会員登録",
      login: "フィクスチャ | 会員ログイン",
      contact: "フィクスチャ | お問い合わせ",
      "contact-success": "フィクスチャ | お問い合わせありがとうございます",
      forms: "フィクスチャ | フォーム",
      "form-success": "フィクスチャ | 送信ありがとうございます",
    };
    for (const [name, title] of Object.entries(titles)) {
      const response = await onSiteOrigin(`/sites/${siteId}/${name}`);
      expect(response.statusCode, name).toBe(200);
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(inlined(response.body).page).toEqual({ name });
    }
  });

  it("loads the pages' chunk and style on those pages only", async () => {
    const page = (await onSiteOrigin(`/sites/${siteId}/contact`)).body;
    expect(page).toContain('<link rel="modulepreload" href="/viewer/assets/pages.js">');
    expect(page).toContain(".mk-sp{}");
    const viewer = (await onSiteOrigin(`/sites/${siteId}/A1`)).body;
    expect(viewer).not.toContain("/viewer/assets/pages.js");
    expect(viewer).not.toContain(".mk-sp{}");
  });

  it("renders in the path's language, with the pages' words in that language", async () => {
    const html = (await onSiteOrigin(`/sites/${siteId}/EN/login`)).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Fixture | Member login</title>");
    expect(inlined(html).pageMessages.passwordMismatch).toBe("Passwords do not match. Please try again.");
  });

  it("serves a survey by its id and the survey list", async () => {
    const surveyId = "4a1c2d3e-0000-4000-8000-000000000001";
    const one = await onSiteOrigin(`/sites/${siteId}/survey/${surveyId}`);
    expect(one.statusCode).toBe(200);
    expect(inlined(one.body).page).toEqual({ name: "survey", surveyId });
    const list = await onSiteOrigin(`/sites/${siteId}/survey`);
    expect(list.statusCode).toBe(200);
    expect(inlined(list.body).page).toEqual({ name: "survey", surveyId: null });
  });

  it("never writes a registration link's token into the page, and keeps other parameters", async () => {
    const html = (await onSiteOrigin(`/sites/${siteId}/register-success?token=secret-token&utm_source=mail`))
      .body;
    expect(html).not.toContain("secret-token");
    expect(inlined(html).query).toBe("utm_source=mail");
  });

  it("keeps no page content of the swipe viewer in a special page", async () => {
    const data = inlined((await onSiteOrigin(`/sites/${siteId}/register`)).body);
    const pages = data.snapshot.categories.flatMap((category: { pages: object[] }) => category.pages);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((page: object) => !("content" in page))).toBe(true);
  });

  it("answers 404 for an unknown page, a page below a position and a language the site lacks", async () => {
    expect((await onSiteOrigin(`/sites/${siteId}/unknown`)).statusCode).toBe(404);
    expect((await onSiteOrigin(`/sites/${siteId}/A1/register`)).statusCode).toBe(404);
    expect((await onSiteOrigin(`/sites/${siteId}/KR/register`)).statusCode).toBe(404);
    expect((await onSiteOrigin(`/sites/${siteId}/survey/a/b`)).statusCode).toBe(404);
  });
});
