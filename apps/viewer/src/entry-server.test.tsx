import type { RenderInput } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { renderSiteDocument, viewerAssetsEntry } from "./entry-server.tsx";
import { demoSiteId, demoSnapshot } from "./fixtures/demo-snapshot.ts";

function render(overrides: Partial<RenderInput> = {}) {
  return renderSiteDocument({
    snapshot: demoSnapshot("ja"),
    position: "A1",
    basePath: `/sites/${demoSiteId}`,
    query: "utm_source=ad",
    assets: {
      scripts: ["/viewer/assets/entry.js"],
      css: ".mk-viewer{height:100%}</style><script>",
      preloads: ["/viewer/assets/chunk.js"],
    },
    origin: "https://demo.sites.example",
    ...overrides,
  });
}

function inlinedData(html: string) {
  const json = /<script type="application\/json" id="mekuri-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("renderSiteDocument", () => {
  it("names the client entry by its manifest key", () => {
    expect(viewerAssetsEntry).toBe("src/entry-client.tsx");
  });

  it("writes the SEO tags, the language and the creator's head and body tags", () => {
    const snapshot = demoSnapshot("ja");
    snapshot.seo = {
      ...snapshot.seo,
      headTags: '<meta name="author" content="Demo Inc.">',
      bodyTags: "<!-- creator body tags -->",
    };
    const html = render({ snapshot });
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain("<title>Mekuri デモサイト</title>");
    expect(html).toContain(
      '<meta name="description" content="スワイプで めくる ランディングページのデモです。">',
    );
    expect(html).toContain('<h1 class="mk-sr-only">Mekuri デモサイト</h1>');
    expect(html).toContain('<meta name="theme-color" content="#111827">');
    expect(html).toContain('<meta name="author" content="Demo Inc.">');
    expect(html.indexOf("<!-- creator body tags -->")).toBeLessThan(html.indexOf("</body>"));
    expect(html.indexOf("<!-- creator body tags -->")).toBeGreaterThan(html.indexOf('id="mekuri-data"'));
    expect(html).toContain('<link rel="icon" href="/media/demo/logo-50.webp">');
    expect(html).toContain(
      '<link rel="canonical" href="https://demo.sites.example/sites/5f0c6a52-7d7e-4a8e-9a51-2b1c3f4d5e6f/A1">',
    );
  });

  it("gives a page in another language its own canonical address", () => {
    const html = render({ snapshot: demoSnapshot("en"), position: "B2" });
    expect(html).toContain(
      '<link rel="canonical" href="https://demo.sites.example/sites/5f0c6a52-7d7e-4a8e-9a51-2b1c3f4d5e6f/EN/B2">',
    );
  });

  it("preloads the first page's image with its webp srcset, inlines the CSS and links the scripts", () => {
    const html = render();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      /<link rel="preload" as="image" href="\/media\/demo\/a1-1920.webp" imagesrcset="\/media\/demo\/a1-50.webp 50w, [^"]*\/media\/demo\/a1-1920.webp 1920w" imagesizes="[^"]+" fetchpriority="high">/,
    );
    expect(head).toContain("<style>.mk-viewer{height:100%}<\\/style><script></style>");
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<link rel="modulepreload" href="/viewer/assets/chunk.js">');
    expect(html).toContain('<script type="module" src="/viewer/assets/entry.js"></script>');
  });

  it("paints the requested page without JavaScript: its image, text and buttons are in the markup", () => {
    const root = /<div id="mekuri-root">([\s\S]*?)<\/div>\n<script/.exec(render())?.[1] ?? "";
    expect(root.startsWith('<div class="mk-viewer"')).toBe(true);
    expect(root).toContain('srcSet="/media/demo/a1-50.webp 50w');
    expect(root).toContain("めくるたびに、新しい発見。");
    expect(root).toContain("今すぐ見る");
    expect(root).toContain(">1 / 3<");
    expect(root).toMatch(/aria-current="page"[^>]*>新商品</);
  });

  it("inlines the data with every < escaped, so creator text cannot close the script", () => {
    const snapshot = demoSnapshot("ja");
    snapshot.name = "</script><script>alert(1)</script>";
    const html = render({ snapshot });
    const script = /id="mekuri-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toContain("<");
    expect(inlinedData(html).snapshot.name).toBe(snapshot.name);
    expect(inlinedData(html).messages.continue).toBe("続ける");
  });

  it("opens the site's first page for an unknown or unreachable position", () => {
    expect(inlinedData(render({ position: "Z9" })).position).toBe("A1");
    expect(inlinedData(render({ position: "C3" })).position).toBe("A1");
    expect(inlinedData(render({ position: "b2" })).position).toBe("B2");
  });

  it("shows the lock screen for a members-only page, with register and login paths", () => {
    const html = render({ position: "C1" });
    expect(html).toContain("会員限定ページ");
    expect(html).toContain(`href="/sites/${demoSiteId}/register?utm_source=ad"`);
    expect(html).toContain(`href="/sites/${demoSiteId}/login?utm_source=ad"`);
  });

  it("renders the English site in English, with the language segment in paths", () => {
    const html = render({ snapshot: demoSnapshot("en"), position: "C1" });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Members only");
    expect(html).toContain(`href="/sites/${demoSiteId}/EN/register?utm_source=ad"`);
  });

  it("tells a visitor without JavaScript, in the site's language, that the form needs it", () => {
    const contact = render({ page: { name: "contact" } });
    const notice = /<noscript>([\s\S]*?)<\/noscript>/.exec(contact)?.[1] ?? "";
    expect(notice).toContain("JavaScript が必要です");
    // Outside the hydrated root: the client renders exactly what the server painted there.
    expect(contact.indexOf("<noscript>")).toBeLessThan(contact.indexOf('<div id="mekuri-root">'));
    const english = render({ snapshot: demoSnapshot("en"), page: { name: "login" } });
    expect(english).toContain("This page needs JavaScript to send its form.");
    expect(render()).not.toContain("<noscript>");
  });
});
