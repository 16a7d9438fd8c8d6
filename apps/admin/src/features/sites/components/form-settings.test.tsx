import type { SiteDocument } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { snakifyKeys } from "@/lib/case-conversion";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, type RecordedRequest, stubFetch } from "@/testing/api-fetch";
import { renderRoutes } from "@/testing/render";
import { newSite, operator, siteId, userPlanAnswer } from "../testing/fixtures";
import { lazyTabPanels } from "./editor-tab-panels";
import { SiteEditor } from "./site-editor";

// The tabs but Basic are lazy parts; downloaded once here, as the builder's idle prefetch does, so
// a tab shows at once when clicked.
beforeAll(async () => {
  await Promise.all(Object.values(lazyTabPanels).map((panel) => panel.preload()));
});

// Mantine's autosizing textarea listens for web fonts loading; happy-dom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const seo = { title: "", h1: "", description: "", headTags: "", bodyTags: "" };
const bilingual = (overrides: Partial<SiteDocument> = {}) =>
  newSite({
    languages: ["ja", "en"],
    categories: [
      { columnIndex: 0, names: { ja: "A", en: "A" }, textColor: null },
      { columnIndex: 1, names: { ja: "B", en: "B" }, textColor: null },
    ],
    texts: { ja: { seo, company: null }, en: { seo, company: null } },
    ...overrides,
  });

function renderForms(site: SiteDocument, planFlags: Record<string, boolean> = {}) {
  const fetches = stubFetch({
    [`GET /api/v1/site/${siteId}`]: () => json(200, snakifyKeys(site)),
    "GET /api/v1/user-plan": () => json(200, userPlanAnswer(12, planFlags)),
    [`PUT /api/v1/site/${siteId}`]: (request) =>
      json(200, { ...(request.body as object), updated_at: "2026-11-22T06:00:00.000Z" }),
  });
  renderRoutes(
    [
      {
        path: "/adminuser/site/:id",
        element: (
          <CurrentUserContext value={operator}>
            <SiteEditor siteId={siteId} renderCreatives={() => <p>creatives</p>} />
          </CurrentUserContext>
        ),
      },
    ],
    `/adminuser/site/${siteId}`,
  );
  return fetches;
}

interface WireField {
  id: string;
  title: string;
  value: string;
  type_input: string;
}
type WireForms = Record<string, { type_form: string; fields: WireField[] }[]>;
/** The membership form of the last PUT, if there was one. */
const savedForm = (requests: RecordedRequest[], lang: string) => {
  const put = requests.filter((request) => request.method === "PUT").at(-1);
  const forms = (put?.body as { forms: WireForms } | undefined)?.forms;
  return forms?.[lang]?.find((form) => form.type_form === "MEMBERSHIP_SETTING");
};

async function openMembershipForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "CONTACT・会員登録・フォーム" }));
  await user.click(screen.getByRole("radio", { name: "会員登録" }));
  return user;
}

beforeEach(async () => {
  await i18n.changeLanguage("ja");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the form scripts", { timeout: 30_000 }, () => {
  it("are locked, with the reason, on a plan without the tag feature (decision 034)", async () => {
    renderForms(bilingual({ scripts: { contactScript: "kept()", membershipScript: "", formScript: "" } }), {
      setting_tag_seo: false,
    });
    await openMembershipForm();
    await userEvent.setup().click(screen.getByRole("radio", { name: "CONTACT" }));
    expect(
      await screen.findByText(/カスタムコード（スクリプト・チャットボット・HTMLボタン）を利用できません。/),
    ).toBeDefined();
    const script = screen.getByRole("textbox", { name: /スクリプト/ });
    expect(script).toHaveProperty("disabled", true);
    expect(script).toHaveProperty("value", "kept()");
  });

  it("are editable on a plan with it", async () => {
    renderForms(bilingual());
    await openMembershipForm();
    expect(screen.getByRole("textbox", { name: /スクリプト/ })).toHaveProperty("disabled", false);
    expect(screen.queryByText(/カスタムコード/)).toBeNull();
  });
});

describe("the membership form builder", { timeout: 30_000 }, () => {
  it("keeps the account fields' fixed ids, titled in the edited language, and saves an added item's default value", async () => {
    const { requests } = renderForms(bilingual());
    const user = await openMembershipForm();
    await user.click(screen.getByRole("tab", { name: "English" }));
    const titles = () => screen.getAllByRole("textbox", { name: /項目名/ }) as HTMLInputElement[];
    expect(titles().map((input) => input.value)).toEqual(["E-mail", "Password", "Confirm password"]);

    await user.clear(titles()[1]!);
    await user.type(titles()[1]!, "Secret");
    await user.click(screen.getByRole("button", { name: "項目を追加" }));
    await user.type(titles()[3]!, "Nickname");
    const defaults = screen.getAllByRole("textbox", { name: /初期値/ });
    expect(defaults).toHaveLength(1);
    await user.type(defaults[0]!, "Hana");
    await user.click(screen.getByRole("button", { name: "下書き保存" }));

    await waitFor(() => expect(savedForm(requests, "en")).toBeDefined());
    const fields = savedForm(requests, "en")!.fields;
    expect(fields.map((field) => [field.id, field.title])).toEqual([
      ["email", "E-mail"],
      ["password", "Secret"],
      ["confirmPassword", "Confirm password"],
      [expect.any(String), "Nickname"],
    ]);
    expect(fields[3]).toMatchObject({ type_input: "TEXT_BOX", value: "Hana" });
  });

  it("does not let the account fields be deleted, retyped or made optional", async () => {
    renderForms(bilingual());
    await openMembershipForm();
    for (const title of ["メールアドレス", "パスワード", "パスワード（確認）"]) {
      expect(screen.getByRole("button", { name: `削除: ${title}` })).toHaveProperty("disabled", true);
    }
    // The label also names each dropdown's listbox; the inputs are what the operator would change.
    const types = screen
      .getAllByLabelText("種類")
      .filter((element): element is HTMLInputElement => element instanceof HTMLInputElement);
    expect(types.map((input) => input.disabled)).toEqual([true, true, true]);
    const required = screen.getAllByRole("checkbox", { name: "必須" }) as HTMLInputElement[];
    expect(required.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect(screen.getAllByText(/会員登録ページが必ず尋ねる項目です/)).toHaveLength(3);
  });

  it("saves a form written before the ids were fixed with its account fields under the fixed ids", async () => {
    const legacyField = (id: string, title: string, orderNum: number) => ({
      id,
      typeInput: "TEXT_BOX" as const,
      title,
      value: "",
      isRequired: true,
      placeholder: "",
      options: [],
      orderNum,
    });
    const site = bilingual({
      forms: {
        ja: [
          {
            typeForm: "MEMBERSHIP_SETTING",
            fields: [
              legacyField("0b8e4f7a-1c55-4b1e-9d9e-6f7d1a2b3c4d", "メールアドレス", 1),
              legacyField("5d2c9a10-6f3e-4c21-8a7b-2e9f0c1d2e3f", "パスワード", 2),
              legacyField("9f6a3b21-7e4d-4d32-9b8c-3f0a1d2e3f40", "パスワード（確認用）", 3),
            ],
          },
        ],
      },
    });
    const { requests } = renderForms(site);
    const user = await openMembershipForm();
    expect(screen.getByRole("button", { name: "削除: パスワード" })).toHaveProperty("disabled", true);
    await user.click(screen.getAllByRole("button", { name: "下へ移動" })[0]!);
    await user.click(screen.getByRole("button", { name: "下書き保存" }));

    await waitFor(() => expect(savedForm(requests, "ja")).toBeDefined());
    expect(savedForm(requests, "ja")!.fields.map((field) => field.id)).toEqual([
      "password",
      "email",
      "confirmPassword",
    ]);
  });
});
