// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type InlinedData, renderSiteDocument } from "../entry-server.tsx";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { answerFetch, settle, site } from "./page-test-kit.tsx";
import { SitePageApp } from "./site-page-app.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = "";
});

function serverDocument(page: InlinedData["page"]) {
  const html = renderSiteDocument({
    snapshot: demoSnapshot("ja"),
    position: "A1",
    basePath: `/sites/${demoSiteId}`,
    query: "",
    assets: { scripts: [], css: "", preloads: [] },
    origin: "https://demo.example",
    page,
  });
  const markup =
    /<div id="mekuri-root">([\s\S]*?)<\/div>\n<script type="application\/json"/.exec(html)?.[1] ?? "";
  const data = JSON.parse(/id="mekuri-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "null") as InlinedData;
  return { html, markup, data };
}

describe("hydrating a special page", () => {
  it("paints the page's frame on the server and takes it over without a mismatch, even for a logged-in member", async () => {
    localStorage.setItem(`mekuri.member.${demoSiteId}`, "member-token");
    answerFetch({});
    for (const page of [{ name: "login" }, { name: "register-success" }, { name: "contact" }] as const) {
      const { markup, data } = serverDocument(page);
      expect(markup).toContain('class="mk-sp-title"');
      document.body.innerHTML = `<div id="mekuri-root">${markup}</div>`;
      const errors = vi.spyOn(console, "error");
      const recoverable = vi.fn();
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(
          document.getElementById("mekuri-root")!,
          <SitePageApp
            snapshot={data.snapshot}
            pageMessages={data.pageMessages!}
            page={data.page!}
            basePath={data.basePath}
            query={data.query}
          />,
          { onRecoverableError: recoverable },
        );
      });
      await settle();
      expect(recoverable, page.name).not.toHaveBeenCalled();
      expect(errors, page.name).not.toHaveBeenCalled();
      await act(async () => root?.unmount());
    }
  });

  it("fills the form in once the site's definition arrives", async () => {
    answerFetch({
      [`GET ${site}/contact-setting`]: {
        body: {
          fields: [
            {
              id: "email",
              type_input: "TEXT_BOX",
              title: "メールアドレス",
              value: "",
              is_required: true,
              placeholder: "",
              options: [],
              order_num: 1,
            },
          ],
          company: null,
          agreement_required: false,
          locked: false,
        },
      },
    });
    const { markup, data } = serverDocument({ name: "contact" });
    expect(markup).toContain("読み込み中");
    document.body.innerHTML = `<div id="mekuri-root">${markup}</div>`;
    await act(async () => {
      hydrateRoot(
        document.getElementById("mekuri-root")!,
        <SitePageApp
          snapshot={data.snapshot}
          pageMessages={data.pageMessages!}
          page={data.page!}
          basePath={data.basePath}
          query={data.query}
        />,
      );
    });
    await settle();
    expect(document.querySelector('input[type="email"]')).not.toBeNull();
  });
});
