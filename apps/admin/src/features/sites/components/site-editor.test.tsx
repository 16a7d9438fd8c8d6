import type { SiteDocument } from "@mekuri/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { snakifyKeys } from "@/lib/case-conversion";
import { i18n } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { session } from "@/lib/session";
import { heldAnswers, json, type RecordedRequest, stubFetch } from "@/testing/api-fetch";
import { renderRoutes } from "@/testing/render";
import { defaultPopup } from "../lib/defaults";
import { type DocumentCheckLoader, documentCheckLoader } from "../lib/load-site-document-check";
import { newSite, operator, siteId, userPlanAnswer } from "../testing/fixtures";
import { lazyTabPanels } from "./editor-tab-panels";
import { SiteEditor } from "./site-editor";

// The tabs but Basic are lazy parts; downloaded once here, as the builder's idle prefetch does, so
// a tab shows at once when clicked.
beforeAll(async () => {
  await Promise.all(Object.values(lazyTabPanels).map((panel) => panel.preload()));
});

const ja = (ref: string) => localizeMessage(ref, "ja");

// Mantine's autosizing textarea listens for web fonts loading; happy-dom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function renderEditor(
  options: {
    site?: SiteDocument;
    flags?: Record<string, boolean>;
    put?: (request: RecordedRequest) => Response | Promise<Response>;
    /** More answers, or other answers to the same requests. */
    handlers?: Record<string, (request: RecordedRequest) => Response | Promise<Response>>;
    user?: typeof operator;
    documentCheck?: DocumentCheckLoader;
  } = {},
) {
  const site = options.site ?? newSite();
  const fetches = stubFetch({
    [`GET /api/v1/site/${siteId}`]: () => json(200, snakifyKeys(site)),
    "GET /api/v1/user-plan": () => json(200, userPlanAnswer(12, options.flags ?? {})),
    [`PUT /api/v1/site/${siteId}`]:
      options.put ??
      ((request) => json(200, { ...(request.body as object), updated_at: "2026-11-22T06:00:00.000Z" })),
    ...options.handlers,
  });
  renderRoutes(
    [
      {
        path: "/adminuser/site/:id",
        element: (
          <CurrentUserContext value={options.user ?? operator}>
            <SiteEditor
              siteId={siteId}
              renderCreatives={() => <p>creatives</p>}
              documentCheck={options.documentCheck}
            />
          </CurrentUserContext>
        ),
      },
    ],
    `/adminuser/site/${siteId}`,
  );
  return fetches;
}

const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === "PUT");

beforeEach(async () => {
  await i18n.changeLanguage("ja");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the site editor", { timeout: 30_000 }, () => {
  it("saves the whole document with the version it loaded", async () => {
    const { requests } = renderEditor();
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: /サイト名/ });
    await user.clear(name);
    await user.type(name, "Summer sale");
    expect(screen.getByText("未保存の変更があります")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.body).toMatchObject({
      name: "Summer sale",
      updated_at: "2026-11-22T05:00:00.000Z",
    });
    await waitFor(() => expect(screen.queryByText("未保存の変更があります")).toBeNull());
  });

  it("says a published site has unpublished changes once its draft is saved, and offers to publish", async () => {
    renderEditor({
      site: newSite({
        status: "PUBLISH",
        publishedAt: "2026-11-22T05:00:00.000Z",
        updatedAt: "2026-11-22T05:00:00.000Z",
      }),
    });
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: /サイト名/ });
    expect(screen.getByText("公開中")).toBeDefined();
    expect(screen.queryByText("未公開の変更あり")).toBeNull();
    await user.type(name, " 2");
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    // The draft saved at 06:00 is not what visitors see since the publish at 05:00.
    expect(await screen.findByText("未公開の変更あり")).toBeDefined();
    expect(screen.getByRole("button", { name: "公開" })).toBeDefined();
  });

  it("leads an operator who may see them to the site's members, contacts and form answers", async () => {
    renderEditor({ user: { ...operator, permissions: [...operator.permissions, "siteData:view"] } });
    const link = await screen.findByRole("link", { name: "会員・お問い合わせ・フォーム・アンケート" });
    expect(link.getAttribute("href")).toBe(`/${operator.userTypeId}/site/list/${siteId}`);
  });

  it("shows no link to the site's members to an operator who may not see them", async () => {
    renderEditor();
    await screen.findByRole("textbox", { name: /サイト名/ });
    expect(screen.queryByRole("link", { name: "会員・お問い合わせ・フォーム・アンケート" })).toBeNull();
  });

  it("refuses an SEO title with surrounding spaces on its field, with the server's rule, and sends nothing", async () => {
    const { requests } = renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "SEO・タグ" }));
    await user.type(screen.getByRole("textbox", { name: "titleタグ" }), " Spring sale");
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    const field = screen.getByRole("textbox", { name: "titleタグ" });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(ja("sites.seoWhitespace"))).toBeDefined();
    expect(puts(requests)).toHaveLength(0);
  });

  it("shows the server's 400 messages on the fields they name", async () => {
    renderEditor({
      put: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: ["h1が長すぎます（サーバー）"],
          fields: [{ path: "texts.ja.seo.h1", message: "h1が長すぎます（サーバー）" }],
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "SEO・タグ" }));
    await user.type(screen.getByRole("textbox", { name: "h1タグ" }), "Spring");
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    const field = screen.getByRole("textbox", { name: "h1タグ" });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("h1が長すぎます（サーバー）").length).toBeGreaterThan(0);
    expect(screen.getByText("未保存の変更があります")).toBeDefined();
  });

  it("requires terms of service and privacy policy once contract agreement is on", async () => {
    const { requests } = renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "会社情報" }));
    await user.click(screen.getByRole("switch", { name: /契約への同意を必須にする/ }));
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    expect(await screen.findByText(ja("sites.termsRequired"))).toBeDefined();
    expect(screen.getByText(ja("sites.privacyRequired"))).toBeDefined();
    expect(puts(requests)).toHaveLength(0);
  });

  it("asks before a grid change clears the creatives, and keeps them when cancelled", async () => {
    const withPage = newSite({
      pages: [
        {
          columnIndex: 0,
          rowIndex: 0,
          media: null,
          thumbnail: null,
          membersOnlyLock: false,
          backgroundMusicUrl: null,
          chatbotScript: null,
          details: {},
          buttons: {},
          products: {},
          links: {},
        },
      ],
    });
    const { requests } = renderEditor({ site: withPage });
    const user = userEvent.setup();
    const rows = await screen.findByRole("textbox", { name: /行数/ });
    await user.clear(rows);
    await user.type(rows, "4");
    await user.click(screen.getByRole("button", { name: "カード枚数を変更" }));
    const dialog = await screen.findByRole("dialog", { name: "カード枚数を変更しますか？" });
    await user.click(within(dialog).getByRole("button", { name: "キャンセル" }));
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.body).toMatchObject({ number_vertical: 3 });
    expect(puts(requests)[0]?.body).toHaveProperty("pages.length", 1);
  });

  it("saves a popup CTA marked as counting as a conversion, and leaves the other popup alone", async () => {
    const { requests } = renderEditor({
      site: newSite({ popupCtas: { timeLimit: defaultPopup(3), applicantLimit: null } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "ポップアップCTA" }));
    const mark = await screen.findByRole("switch", { name: /コンバージョンとして計測/ });
    expect((mark as HTMLInputElement).checked).toBe(false);
    await user.click(mark);
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.body).toMatchObject({
      popup_ctas: { time_limit: { counts_as_conversion: true }, applicant_limit: null },
    });
  });

  it("locks the popup CTA settings with an explanation when the plan lacks them", async () => {
    renderEditor({ flags: { setting_popup_cta: false } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "ポップアップCTA" }));
    expect(await screen.findByText(new RegExp(ja("sites.lockedPopupCta")))).toBeDefined();
    expect(screen.queryByRole("switch", { name: /期間限定CTAを使う/ })).toBeNull();
  });
});

const savedAt = (body: unknown, updatedAt: string, changes: Record<string, unknown> = {}) =>
  json(200, { ...(body as object), ...changes, updated_at: updatedAt });

describe("the site editor while a save is on its way", { timeout: 30_000 }, () => {
  async function openSeo() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "SEO・タグ" }));
    const title = () => screen.getByRole("textbox", { name: "titleタグ" }) as HTMLInputElement;
    const h1 = () => screen.getByRole("textbox", { name: "h1タグ" }) as HTMLInputElement;
    return { user, title, h1 };
  }

  it("keeps what was typed meanwhile as unsaved, and sends it with the saved version next time", async () => {
    const held = heldAnswers();
    const { requests } = renderEditor({ put: held.handler });
    const { user, title } = await openSeo();
    await user.type(title(), "Spring");
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    const first = await held.next();
    await user.type(title(), " sale");

    first.answer(savedAt(first.request.body, "2026-11-22T06:00:00.000Z"));
    expect(await screen.findByText(i18n.t("sites.editor.saved"))).toBeDefined();
    expect(title().value).toBe("Spring sale");
    expect(screen.getByText("未保存の変更があります")).toBeDefined();

    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    const second = await held.next();
    expect(second.request.body).toMatchObject({
      texts: { ja: { seo: { title: "Spring sale" } } },
      updated_at: "2026-11-22T06:00:00.000Z",
    });
    second.answer(savedAt(second.request.body, "2026-11-22T07:00:00.000Z"));
    await waitFor(() => expect(screen.queryByText("未保存の変更があります")).toBeNull());
    expect(puts(requests)).toHaveLength(2);
  });

  it("takes the server's values for the fields not edited since the save started", async () => {
    const held = heldAnswers();
    renderEditor({ put: held.handler });
    const { user, title, h1 } = await openSeo();
    await user.type(title(), "Spring");
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    const first = await held.next();
    await user.type(h1(), "Big sale");

    const sent = first.request.body as { texts: { ja: { seo: object } } };
    first.answer(
      savedAt(sent, "2026-11-22T06:00:00.000Z", {
        texts: {
          ...sent.texts,
          ja: { ...sent.texts.ja, seo: { ...sent.texts.ja.seo, title: "Spring (server)" } },
        },
      }),
    );
    await waitFor(() => expect(title().value).toBe("Spring (server)"));
    expect(h1().value).toBe("Big sale");
    expect(screen.getByText("未保存の変更があります")).toBeDefined();
  });

  it("is saved once the answer comes back when nothing was typed meanwhile", async () => {
    const held = heldAnswers();
    renderEditor({ put: held.handler });
    const { user, title } = await openSeo();
    await user.type(title(), "Spring");
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    const first = await held.next();
    expect(screen.getByText("未保存の変更があります")).toBeDefined();
    first.answer(savedAt(first.request.body, "2026-11-22T06:00:00.000Z"));
    await waitFor(() => expect(screen.queryByText("未保存の変更があります")).toBeNull());
    expect(title().value).toBe("Spring");
  });

  it("keeps what was typed while a publish was on its way, unsaved, and shows the site published", async () => {
    let published = false;
    let letPublish: (() => void) | undefined;
    renderEditor({
      handlers: {
        [`GET /api/v1/site/${siteId}`]: () =>
          json(
            200,
            snakifyKeys(
              published ? newSite({ status: "PUBLISH", publishedAt: "2026-11-22T06:00:00.000Z" }) : newSite(),
            ),
          ),
        [`PUT /api/v1/site/${siteId}/publish`]: () =>
          new Promise<Response>((answer) => {
            letPublish = () => {
              published = true;
              answer(json(200, { message: "公開しました（テスト）" }));
            };
          }),
      },
    });
    const { user, title } = await openSeo();
    await user.click(screen.getByRole("button", { name: "公開" }));
    await user.click(await screen.findByRole("menuitem", { name: "公開（一般公開）" }));
    await waitFor(() => expect(letPublish).toBeDefined());
    await user.type(title(), "Spring");

    letPublish?.();
    expect(await screen.findByText("公開しました（テスト）")).toBeDefined();
    expect(screen.getByText("公開中")).toBeDefined();
    expect(title().value).toBe("Spring");
    expect(screen.getByText("未保存の変更があります")).toBeDefined();
  });

  it("keeps every edit, before and during the save, when the save fails", async () => {
    const held = heldAnswers();
    renderEditor({ put: held.handler });
    const { user, title, h1 } = await openSeo();
    await user.type(title(), "Spring");
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    const first = await held.next();
    await user.type(h1(), "Big sale");

    first.answer(json(500, { code: "INTERNAL_ERROR", message: ["保存できませんでした"] }));
    expect(await screen.findByText("保存できませんでした")).toBeDefined();
    expect(title().value).toBe("Spring");
    expect(h1().value).toBe("Big sale");
    expect(screen.getByText("未保存の変更があります")).toBeDefined();
  });
});

/** The document's check from a download the test lets arrive, or fail, when it says. */
function heldCheck() {
  const attempts: { arrive: () => void; fail: (error: Error) => void }[] = [];
  const loader = documentCheckLoader(() =>
    new Promise<void>((arrive, fail) => {
      attempts.push({ arrive, fail });
    }).then(() => import("../lib/site-document-check")),
  );
  const attempt = async () => {
    await waitFor(() => expect(attempts.length).toBeGreaterThan(0));
    return attempts.shift()!;
  };
  return { loader, attempt };
}

describe("the site editor before its document check has downloaded", { timeout: 30_000 }, () => {
  it("waits for the check on save, then refuses what was typed meanwhile on its field and sends nothing", async () => {
    const held = heldCheck();
    const { requests } = renderEditor({ documentCheck: held.loader });
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: /サイト名/ });
    await user.type(name, " 2");
    const save = screen.getByRole("button", { name: "下書き保存" });
    await user.click(save);
    await waitFor(() => expect(save.hasAttribute("data-loading")).toBe(true));
    await user.clear(name);
    expect(puts(requests)).toHaveLength(0);

    (await held.attempt()).arrive();
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(puts(requests)).toHaveLength(0);
    expect(await screen.findByText(i18n.t("sites.editor.invalid"))).toBeDefined();
  });

  it("refuses the save when the check cannot download, keeps the edits, and checks and saves on the next try", async () => {
    const held = heldCheck();
    const { requests } = renderEditor({ documentCheck: held.loader });
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: /サイト名/ });
    await user.clear(name);
    await user.type(name, "Summer sale");
    (await held.attempt()).fail(new TypeError("Failed to fetch dynamically imported module"));
    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    (await held.attempt()).fail(new TypeError("Failed to fetch dynamically imported module"));
    expect(await screen.findByText(i18n.t("sites.editor.checkUnavailable"))).toBeDefined();
    expect(puts(requests)).toHaveLength(0);
    expect((name as HTMLInputElement).value).toBe("Summer sale");
    expect(screen.getByText("未保存の変更があります")).toBeDefined();

    await user.click(screen.getByRole("button", { name: "下書き保存" }));
    (await held.attempt()).arrive();
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.body).toMatchObject({ name: "Summer sale" });
  });
});
